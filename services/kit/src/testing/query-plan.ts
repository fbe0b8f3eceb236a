import { expect } from '@jest/globals';
import type pg from 'pg';

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

export interface Query {
  text: string;
  values?: unknown[];
}

/** Every node of the plan Postgres makes for `query`, from the top down. */
export async function planOf(db: pg.Client, query: Query): Promise<PlanNode[]> {
  const { rows } = await db.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`EXPLAIN (FORMAT JSON) ${query.text}`, query.values);
  const nodes: PlanNode[] = [];
  const visit = (node: PlanNode) => {
    nodes.push(node);
    node.Plans?.forEach(visit);
  };
  visit(rows[0]!['QUERY PLAN'][0]!.Plan);
  return nodes;
}

/**
 * The query reads its table through one of the indexes named (`a|b`) and never scans the whole
 * table. (A search may walk the newest-first index and filter, when the planner expects many matches.)
 */
export async function expectIndexed(db: pg.Client, query: Query, index: string): Promise<void> {
  const nodes = await planOf(db, query);
  const summary = nodes.map((n) => `${n['Node Type']}${n['Index Name'] ? ` on ${n['Index Name']}` : ''}`).join(' > ');
  expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan')).toEqual([]);
  expect(index.split('|').some((name) => summary.includes(name))).toBe(true);
}
