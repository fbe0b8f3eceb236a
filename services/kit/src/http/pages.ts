import AjvCompiler from '@fastify/ajv-compiler';
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, FastifySchemaCompiler, onSendAsyncHookHandler } from 'fastify';
import { CHOICE_LABELS, PAGE_SIZE_DEFAULT, REFUSAL } from '@orbita/proto-types';

/** A key of a row in its list's order: what the next page starts after. */
export type CursorKey = ReadonlyArray<string | number | boolean>;

/** An opaque cursor for the page after the row with this key (base64url of its JSON). */
export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The SQL type of a column of a list's key: what a cursor's value for it must fit. */
export type KeyColumnType = 'boolean' | 'integer' | 'timestamptz' | 'uuid';
/** A list's keyset key: each column (or expression) with its SQL type, in the order of its index. */
export type ListKey = ReadonlyArray<readonly [column: string, type: KeyColumnType]>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/**
 * An instant in UTC as the lists write it in their keys (`to_char(… 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`),
 * or with fewer decimals, as `Date.prototype.toISOString` writes it: Postgres reads both exactly.
 */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/** A real instant of years 1–9999: a date that rolls over (30 February, 24:00) or year 0 is not one. */
function isInstant(value: unknown): boolean {
  if (typeof value !== 'string' || !INSTANT.test(value) || value.startsWith('0000')) return false;
  const seconds = value.slice(0, 19);
  const instant = new Date(`${seconds}Z`);
  return !Number.isNaN(instant.getTime()) && instant.toISOString().slice(0, 19) === seconds;
}

/** Whether a value can stand for a column of this type in SQL, so that the query cannot fail on it. */
const FITS: Record<KeyColumnType, (value: unknown) => boolean> = {
  boolean: (value) => typeof value === 'boolean',
  integer: (value) => Number.isInteger(value) && (value as number) >= -(2 ** 31) && (value as number) < 2 ** 31,
  timestamptz: isInstant,
  uuid: (value) => typeof value === 'string' && UUID.test(value),
};

/**
 * The key a cursor carries, checked value by value against the list's key columns (type and
 * range, so the query it goes into cannot fail); null when the cursor was not made by
 * `encodeCursor` for such a list.
 */
export function decodeCursor(cursor: string, key: ListKey): CursorKey | null {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(values) || values.length !== key.length) return null;
  return values.every((value, index) => FITS[key[index]![1]](value)) ? (values as CursorKey) : null;
}

export interface Page<T> {
  items: T[];
  /** The cursor of the next page; null on the last one. */
  next: string | null;
}

/** The most a page's rows may weigh as JSON: with headers, every answer stays under 256 KB. */
export const PAGE_BYTES_MAX = 200 * 1024;

/**
 * Reads one more row than the page holds: when it is there, the page has a next one, which
 * starts after the last row shown. A page also ends early, with a next one, before its rows
 * would weigh more than `PAGE_BYTES_MAX` as JSON (long texts in many rows), so an answer is
 * bounded in bytes and not only in rows.
 */
export function pageOf<R, T>(rows: R[], limit: number, keyOf: (row: R) => CursorKey, toItem: (row: R) => T): Page<T> {
  const items: T[] = [];
  let bytes = 2;
  for (const row of rows.slice(0, limit)) {
    const item = toItem(row);
    bytes += Buffer.byteLength(JSON.stringify(item)) + 1;
    if (bytes > PAGE_BYTES_MAX && items.length > 0) break;
    items.push(item);
  }
  const last = rows[items.length - 1];
  return { items, next: rows.length > items.length && last !== undefined ? encodeCursor(keyOf(last)) : null };
}

export const pageSize = (limit: number | undefined) => limit ?? PAGE_SIZE_DEFAULT;

/**
 * Sets `Link: <…>; rel="next"` for a page that has a next one: the same address with `cursor`
 * replaced, relative to the origin the client called (so it is right behind the gateway too).
 */
export function linkNext(request: FastifyRequest, reply: FastifyReply, next: string | null): void {
  if (next === null) return;
  const url = new URL(request.url, 'http://local');
  url.searchParams.set('cursor', next);
  void reply.header('link', `<${url.pathname}${url.search}>; rel="next"`);
}

/**
 * Route `onSend` hook for a GET whose answer is JSON: an ETag from the bytes of the answer, a
 * `Cache-Control`, and 304 with no body when the client already holds this answer
 * (`If-None-Match`). The query still runs; what a repeat saves is the transfer and its parsing.
 */
export function conditionalGet(cacheControl: string): onSendAsyncHookHandler<unknown> {
  return async (request, reply, payload) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
    void reply.header('etag', etag).header('cache-control', cacheControl);
    const held = request.headers['if-none-match'];
    if (held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      void reply.code(304).removeHeader('content-type').removeHeader('content-length');
      return '';
    }
    return payload;
  };
}

/**
 * Public lists and figures: a shared cache (a CDN, a reverse proxy) may answer them for 5 seconds,
 * so a burst of visitors costs the service one query; a browser asks again each time (with its
 * ETag, so an unchanged list is a 304), so a visitor sees their own vote or suggestion at once.
 */
export const SHORT_PUBLIC_CACHE = 'public, max-age=0, s-maxage=5';
/**
 * Answers with personal data or a token (the admin's lists, figures and exports, the login): no
 * cache, the browser's included, may keep them, so none is left on a shared computer's disk. A
 * client that holds one may still send its ETag and get a 304.
 */
export const PRIVATE_NO_STORE = 'private, no-store';

/** `onRequest` hook of a route whose every answer, a refusal included, no cache may keep. */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  void reply.header('cache-control', PRIVATE_NO_STORE);
}

/**
 * A query string carries only text: routes whose query has numbers validate it with this
 * compiler, which turns `limit=20` into 20 (and drops parameters the schema does not name).
 */
export const queryValidatorCompiler: FastifySchemaCompiler<unknown> = AjvCompiler()({}, {
  customOptions: { coerceTypes: true, removeAdditional: true, allErrors: false, keywords: [REFUSAL, CHOICE_LABELS] },
});

/**
 * The condition "after the row with this key" of a keyset page, in the list's descending order:
 * `(votes, created_at, id) < ($4::integer, $5::timestamptz, $6::uuid)`. The key's values are added
 * to `values`; `key` names each column with its SQL type, in the order of the index.
 */
export function rowsAfter(key: ListKey, after: CursorKey, values: unknown[]): string {
  const first = values.length + 1;
  values.push(...after);
  const columns = key.map(([column]) => column).join(', ');
  const placeholders = key.map(([, type], i) => `$${first + i}::${type}`).join(', ');
  return `(${columns}) < (${placeholders})`;
}
