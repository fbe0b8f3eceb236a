import { randomUUID } from 'node:crypto';
import type { Priority, Suggestion, SuggestionCategory, SuggestionStatus } from '@orbita/proto-types';
import type { Pool, PoolClient } from '@orbita/service-kit';
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

// Tables are named with their schema: in the embedded mode the services share one Postgres
// session, so no session-wide search_path can be relied on.
const SUGGESTIONS = 'suggestions.suggestions';
const VOTES = 'suggestions.votes';
const COLUMNS = 'id, tool_name, description, category, priority, email, status, votes, created_at';

/** Public list: most votes first, then newest; the id settles ties so the order is stable. */
const BY_VOTES = 'votes DESC, created_at DESC, id';
/** Admin list: newest first. */
const BY_NEWEST = 'created_at DESC, id';

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

export async function insertSuggestion(db: Queryable, input: NewSuggestion): Promise<Suggestion> {
  const { rows } = await db.query<SuggestionRow>(
    `INSERT INTO ${SUGGESTIONS} (id, tool_name, description, category, priority, email)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [randomUUID(), input.toolName, input.description, input.category, input.priority, input.email],
  );
  return toSuggestion(rows[0]!);
}

export async function listSuggestions(db: Queryable, order: 'votes' | 'newest'): Promise<Suggestion[]> {
  const { rows } = await db.query<SuggestionRow>(
    `SELECT ${COLUMNS} FROM ${SUGGESTIONS} ORDER BY ${order === 'votes' ? BY_VOTES : BY_NEWEST}`,
  );
  return rows.map(toSuggestion);
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
