import { randomUUID } from 'node:crypto';
import {
  SUGGESTION_CATEGORIES,
  type AdminSuggestionStats,
  type Priority,
  type Suggestion,
  type SuggestionCategory,
  type SuggestionStats,
  type SuggestionStatus,
} from '@orbita/proto-types';
import { pageOf, rowsAfter, type CursorKey, type ListKey, type Page, type Pool, type PoolClient } from '@orbita/service-kit';
import type { NewSuggestion } from './suggestion-input.js';

type Queryable = Pool | PoolClient;

interface SuggestionRow {
  id: string;
  tool_name: string;
  description: string;
  category: SuggestionCategory;
  priority: Priority;
  email: string | null;
  status: SuggestionStatus;
  votes: number;
  created_at: Date;
}

interface ListRow extends SuggestionRow {
  /** created_at to the microsecond, as text: a JavaScript Date keeps only milliseconds. */
  created_key: string;
}

// Tables are named with their schema: in the embedded mode the services share one Postgres
// session, so no session-wide search_path can be relied on.
const SUGGESTIONS = 'suggestions.suggestions';
const VOTES = 'suggestions.votes';
const COLUMNS = 'id, tool_name, description, category, priority, email, status, votes, created_at';
const LIST_COLUMNS = `${COLUMNS}, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_key`;

/** The words of the row (a generated column, indexed by GIN), for the admin's search. */
const SEARCH_DOCUMENT = 'search';

function toSuggestion(row: SuggestionRow): Suggestion {
  return {
    id: row.id,
    toolName: row.tool_name,
    description: row.description,
    category: row.category,
    priority: row.priority,
    ...(row.email === null ? {} : { email: row.email }),
    createdAt: row.created_at.toISOString(),
    votes: row.votes,
    status: row.status,
  };
}

/** Marks a suggestion approved; null when there is none with that id. `changed` is false when it already was. */
export async function markApproved(client: PoolClient, id: string): Promise<{ suggestion: Suggestion; changed: boolean } | null> {
  const before = await client.query<{ status: SuggestionStatus }>(`SELECT status FROM ${SUGGESTIONS} WHERE id = $1 FOR UPDATE`, [id]);
  const status = before.rows[0]?.status;
  if (status === undefined) return null;
  const { rows } = await client.query<SuggestionRow>(`UPDATE ${SUGGESTIONS} SET status = 'approved' WHERE id = $1 RETURNING ${COLUMNS}`, [id]);
  return { suggestion: toSuggestion(rows[0]!), changed: status !== 'approved' };
}

/** The folded name of migration 0009's index: the same expression finds the same row. */
const sameNameKey = (column: string) =>
  `regexp_replace(lower(translate(${column}, 'ÀÁÂÄÈÉÊËÌÍÎÏÒÓÔÖÙÚÛÜàáâäèéêëìíîïòóôöùúûüÇçÑñ', 'AAAAEEEEIIIIOOOOUUUUaaaaeeeeiiiioooouuuuCcNn')), '[^a-z0-9]+', '', 'g')`;

/**
 * The suggestion already made under this name («calcolo imu» for «Calcolo IMU»), most voted first;
 * null when there is none. Two visitors suggesting the same new name at once are serialised by a
 * transaction lock on the folded name, so only the first is stored.
 */
export async function findSameName(client: PoolClient, toolName: string): Promise<Suggestion | null> {
  await client.query(`SELECT pg_advisory_xact_lock(hashtext(${sameNameKey('$1::text')}))`, [toolName]);
  const { rows } = await client.query<SuggestionRow>(
    `SELECT ${COLUMNS} FROM ${SUGGESTIONS} WHERE ${sameNameKey('tool_name')} = ${sameNameKey('$1::text')}
     ORDER BY votes DESC, created_at LIMIT 1`,
    [toolName],
  );
  return rows[0] ? toSuggestion(rows[0]) : null;
}

export async function insertSuggestion(db: Queryable, input: NewSuggestion): Promise<Suggestion> {
  const { rows } = await db.query<SuggestionRow>(
    `INSERT INTO ${SUGGESTIONS} (id, tool_name, description, category, priority, email)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [randomUUID(), input.toolName, input.description, input.category, input.priority, input.email],
  );
  return toSuggestion(rows[0]!);
}

/** The keys of the two lists, which their cursors hold for the last row shown. */
export const BY_VOTES_CURSOR: ListKey = [['votes', 'integer'], ['created_at', 'timestamptz'], ['id', 'uuid']];
export const BY_NEWEST_CURSOR: ListKey = [['created_at', 'timestamptz'], ['id', 'uuid']];

export interface VotesPageRequest {
  limit: number;
  /** The key (votes, created_at, id) of the last row of the previous page. */
  after: CursorKey | null;
  category?: SuggestionCategory;
}

/**
 * One page of the public list: most votes first, then newest, then the id (all descending, so the
 * key after a cursor is one row comparison), read from `suggestions_by_votes` or, within a
 * category, `suggestions_by_category_votes`.
 */
export async function listByVotes(db: Queryable, request: VotesPageRequest): Promise<Page<Suggestion>> {
  const { rows } = await db.query<ListRow>(votesPageQuery(request));
  return pageOf(rows, request.limit, (row) => [row.votes, row.created_key, row.id], toSuggestion);
}

/** The SQL of one page of the public list (exported so a test can EXPLAIN it). */
export function votesPageQuery(request: VotesPageRequest): { text: string; values: unknown[] } {
  const conditions: string[] = [];
  const values: unknown[] = [];
  if (request.category) {
    values.push(request.category);
    conditions.push(`category = $${values.length}`);
  }
  if (request.after) {
    conditions.push(rowsAfter(BY_VOTES_CURSOR, request.after, values));
  }
  values.push(request.limit + 1);
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  return {
    text: `SELECT ${LIST_COLUMNS} FROM ${SUGGESTIONS} ${where}
     ORDER BY votes DESC, created_at DESC, id DESC LIMIT $${values.length}`,
    values,
  };
}

export interface NewestPageRequest {
  limit: number;
  /** The key (created_at, id) of the last row of the previous page. */
  after: CursorKey | null;
  /** A full-text query built by the kit's `prefixSearchQuery`. */
  search: string | null;
}

/** One page of the admin list: newest first, optionally of the rows that match a search. */
export async function listByNewest(db: Queryable, request: NewestPageRequest): Promise<Page<Suggestion>> {
  const { rows } = await db.query<ListRow>(newestPageQuery(request));
  return pageOf(rows, request.limit, (row) => [row.created_key, row.id], toSuggestion);
}

/** The SQL of one page of the admin list (exported so a test can EXPLAIN it). */
export function newestPageQuery(request: NewestPageRequest): { text: string; values: unknown[] } {
  const conditions: string[] = [];
  const values: unknown[] = [];
  if (request.search) {
    values.push(request.search);
    conditions.push(`${SEARCH_DOCUMENT} @@ to_tsquery('simple', $${values.length})`);
  }
  if (request.after) {
    conditions.push(rowsAfter(BY_NEWEST_CURSOR, request.after, values));
  }
  values.push(request.limit + 1);
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  return {
    text: `SELECT ${LIST_COLUMNS} FROM ${SUGGESTIONS} ${where} ORDER BY created_at DESC, id DESC LIMIT $${values.length}`,
    values,
  };
}

interface FiguresRow {
  category: SuggestionCategory;
  suggestions: string;
  votes: string;
  high_priority: string;
}

/** Per category: how many suggestions, their votes, how many of high priority. */
/** The counters per category, kept by the trigger of migration 0005: a read of at most ten rows. */
export const FIGURES_QUERY = `SELECT category, suggestions, votes, high_priority FROM suggestions.figures WHERE suggestions > 0`;

async function figuresByCategory(db: Queryable): Promise<FiguresRow[]> {
  const { rows } = await db.query<FiguresRow>(FIGURES_QUERY);
  return rows;
}

/** The modal's figures, exact, over every suggestion or one category's. */
export async function suggestionStats(db: Queryable, category?: SuggestionCategory): Promise<SuggestionStats> {
  const rows = await figuresByCategory(db);
  const counted = rows.filter((row) => category === undefined || row.category === category);
  const rank = (c: SuggestionCategory) => SUGGESTION_CATEGORIES.indexOf(c);
  return {
    total: counted.reduce((sum, row) => sum + Number(row.suggestions), 0),
    votes: counted.reduce((sum, row) => sum + Number(row.votes), 0),
    categories: counted.length,
    highPriority: counted.reduce((sum, row) => sum + Number(row.high_priority), 0),
    byCategory: rows
      .map((row) => ({ category: row.category, count: Number(row.suggestions) }))
      .sort((a, b) => rank(a.category) - rank(b.category)),
  };
}

/** Answers whether a suggestion with this id existed. Its votes go with it (ON DELETE CASCADE). */
export async function deleteSuggestion(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query(`DELETE FROM ${SUGGESTIONS} WHERE id = $1`, [id]);
  return rowCount === 1;
}

export interface VoteOutcome {
  votes: number;
  /** False when this visitor had already voted for the suggestion. */
  counted: boolean;
}

/**
 * Records one visitor's vote; null when the suggestion does not exist. Must run in a transaction:
 * the suggestion's row stays locked until commit, so concurrent votes are counted one after the
 * other (none lost) and a concurrent delete waits; the (suggestion_id, visitor_id) key makes a
 * repeated vote a no-op (none doubled).
 */
export async function recordVote(client: PoolClient, suggestionId: string, visitorId: string): Promise<VoteOutcome | null> {
  const locked = await client.query<{ votes: number }>(`SELECT votes FROM ${SUGGESTIONS} WHERE id = $1 FOR UPDATE`, [
    suggestionId,
  ]);
  const current = locked.rows[0];
  if (!current) return null;
  const inserted = await client.query(
    `INSERT INTO ${VOTES} (suggestion_id, visitor_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
    [suggestionId, visitorId],
  );
  if (inserted.rowCount !== 1) return { votes: current.votes, counted: false };
  const updated = await client.query<{ votes: number }>(
    `UPDATE ${SUGGESTIONS} SET votes = votes + 1 WHERE id = $1 RETURNING votes`,
    [suggestionId],
  );
  return { votes: updated.rows[0]!.votes, counted: true };
}

/** Two of the dashboard's cards, exact. */
export async function adminSuggestionStats(db: Queryable): Promise<AdminSuggestionStats> {
  const rows = await figuresByCategory(db);
  return {
    totalSuggestions: rows.reduce((sum, row) => sum + Number(row.suggestions), 0),
    highPrioritySuggestions: rows.reduce((sum, row) => sum + Number(row.high_priority), 0),
  };
}
