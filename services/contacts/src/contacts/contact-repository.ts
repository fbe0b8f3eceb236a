import { randomUUID } from 'node:crypto';
import type { AdminContactStats, ContactMessage } from '@orbita/proto-types';
import { pageOf, rowsAfter, type CursorKey, type ListKey, type Page, type Pool, type PoolClient } from '@orbita/service-kit';
import type { NewContact } from './contact-input.js';

type Queryable = Pool | PoolClient;

interface ContactRow {
  id: string;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  read: boolean;
  created_at: Date;
}

// Tables are named with their schema: in the embedded mode the services share one Postgres
// session, so no session-wide search_path can be relied on.
const MESSAGES = 'contacts.messages';
const COLUMNS = 'id, name, email, subject, message, read, created_at';
/** created_at to the microsecond, as text: a JavaScript Date keeps only milliseconds. */
const LIST_COLUMNS = `${COLUMNS}, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_key`;
/** The words of the row (a generated column, indexed by GIN), for the admin's search. */
const SEARCH_DOCUMENT = 'search';

interface ListRow extends ContactRow {
  created_key: string;
}

function toContact(row: ContactRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    ...(row.subject === null ? {} : { subject: row.subject }),
    message: row.message,
    createdAt: row.created_at.toISOString(),
    read: row.read,
  };
}

export async function insertContact(db: Queryable, input: NewContact): Promise<ContactMessage> {
  const { rows } = await db.query<ContactRow>(
    `INSERT INTO ${MESSAGES} (id, name, email, subject, message) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
    [randomUUID(), input.name, input.email, input.subject, input.message],
  );
  return toContact(rows[0]!);
}

/** The list's key, which its cursor holds for the last row shown: (unread, created_at, id). */
export const CONTACTS_CURSOR: ListKey = [['(NOT read)', 'boolean'], ['created_at', 'timestamptz'], ['id', 'uuid']];

export interface ContactsPageRequest {
  limit: number;
  after: CursorKey | null;
  /** A full-text query built by the kit's `prefixSearchQuery`. */
  search: string | null;
}

/**
 * One page of the admin list: unread messages first, then newest, then the id (all descending on
 * the key (NOT read, created_at, id) of the index `messages_by_unread_created`, so the rows after
 * a cursor are one row comparison), optionally of the messages that match a search.
 */
export async function listContacts(db: Queryable, request: ContactsPageRequest): Promise<Page<ContactMessage>> {
  const { rows } = await db.query<ListRow>(contactsPageQuery(request));
  return pageOf(rows, request.limit, (row) => [!row.read, row.created_key, row.id], toContact);
}

/** The SQL of one page of the list (exported so a test can EXPLAIN it). */
export function contactsPageQuery(request: ContactsPageRequest): { text: string; values: unknown[] } {
  const conditions: string[] = [];
  const values: unknown[] = [];
  if (request.search) {
    values.push(request.search);
    conditions.push(`${SEARCH_DOCUMENT} @@ to_tsquery('simple', $${values.length})`);
  }
  if (request.after) {
    conditions.push(rowsAfter(CONTACTS_CURSOR, request.after, values));
  }
  values.push(request.limit + 1);
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  return {
    text: `SELECT ${LIST_COLUMNS} FROM ${MESSAGES} ${where}
     ORDER BY (NOT read) DESC, created_at DESC, id DESC LIMIT $${values.length}`,
    values,
  };
}

/** The counters kept by the trigger of migration 0005: one row. */
export const CONTACT_STATS_QUERY = 'SELECT total, unread FROM contacts.figures';

/** Two of the dashboard's cards, exact: every message, and the unread ones. */
export async function contactStats(db: Queryable): Promise<AdminContactStats> {
  const { rows } = await db.query<{ total: string; unread: string }>(CONTACT_STATS_QUERY);
  return { totalContacts: Number(rows[0]!.total), unreadContacts: Number(rows[0]!.unread) };
}

export interface ReadOutcome {
  contact: ContactMessage;
  /** False when the message was already read. */
  changed: boolean;
}

/** Marks a message read; null when it does not exist. Run in a transaction (the row is locked). */
export async function markRead(client: PoolClient, id: string): Promise<ReadOutcome | null> {
  const found = await client.query<ContactRow>(`SELECT ${COLUMNS} FROM ${MESSAGES} WHERE id = $1 FOR UPDATE`, [id]);
  const row = found.rows[0];
  if (!row) return null;
  if (row.read) return { contact: toContact(row), changed: false };
  await client.query(`UPDATE ${MESSAGES} SET read = true WHERE id = $1`, [id]);
  return { contact: toContact({ ...row, read: true }), changed: true };
}

/** Answers whether a message with this id existed. */
export async function deleteContact(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query(`DELETE FROM ${MESSAGES} WHERE id = $1`, [id]);
  return rowCount === 1;
}
