import { randomUUID } from 'node:crypto';
import type { ContactMessage } from '@orbita/proto-types';
import type { Pool, PoolClient } from '@orbita/service-kit';
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

/** Newest first; the id settles ties so the order is stable. */
export async function listContacts(db: Queryable): Promise<ContactMessage[]> {
  const { rows } = await db.query<ContactRow>(`SELECT ${COLUMNS} FROM ${MESSAGES} ORDER BY created_at DESC, id`);
  return rows.map(toContact);
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
