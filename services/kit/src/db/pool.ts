import pg from 'pg';
import { asDatabaseError, isDatabaseUnavailable } from './unavailable.js';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;

export interface PoolOptions {
  url: string;
  /** The service's own schema; its SQL names its tables with it (`contacts.messages`). */
  schema: string;
  max?: number;
  /**
   * Postgres cannot be reached (called for each failure; the caller logs the outage once).
   * `since`: when the query or connection that failed was asked for, where it is known.
   */
  onDown?: (error: Error, since?: number) => void;
  /** A connection was made again. */
  onUp?: () => void;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

export function assertSchemaName(schema: string): void {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name: ${schema}`);
}

export function createPool(options: PoolOptions): Pool {
  assertSchemaName(options.schema);
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    // Also how long a request waits for a free connection: a burst (200 votes at once, each
    // updating the one figures row) queues here for seconds without the database being down.
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // No `SET search_path` here: the embedded PGlite is one Postgres session shared by every
  // service, so a session setting made by one would redirect the others' queries. Tables are
  // always named with their schema instead, and the pool and its clients carry that schema
  // for shared code such as the outbox.
  tagSchema(pool, options.schema);
  const down = (error: Error, since?: number) => options.onDown?.(error, since);
  pool.on('connect', (client) => {
    tagSchema(client, options.schema);
    // pg-pool listens for errors only while a client is idle; one that loses its server while
    // checked out (a crash of Postgres under the outbox relay, say) would emit with no listener
    // and end the process. This listener stays for the client's whole life.
    client.on('error', (error: Error) => down(error));
    reportUnavailable(client, down);
    options.onUp?.();
  });
  // An idle client that loses its server emits here.
  pool.on('error', (error) => down(error));
  reportUnavailable(pool, down);
  return pool;
}

/**
 * Makes the promise forms of `connect` and `query` fail with the kit's 503 when Postgres cannot
 * be reached, so that every route answers an outage the same way without catching anything.
 * The callback forms (pg-pool's own use) are left as they are.
 */
function reportUnavailable(target: pg.Pool | pg.PoolClient, down: (error: Error, since?: number) => void): void {
  const translate = (since: number) => (error: unknown) => {
    if (isDatabaseUnavailable(error)) down(error as Error, since);
    throw asDatabaseError(error);
  };
  for (const method of ['connect', 'query'] as const) {
    const original = (target as unknown as Record<string, (...args: unknown[]) => unknown>)[method]!.bind(target);
    Object.defineProperty(target, method, {
      configurable: true,
      writable: true,
      value: (...args: unknown[]) => {
        const since = Date.now();
        const result = original(...args);
        // A thenable rather than `instanceof Promise`: pg may be given another Promise class.
        return isThenable(result) ? result.then(undefined, translate(since)) : result;
      },
    });
  }
}

function isThenable(value: unknown): value is Promise<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

const SCHEMA = Symbol('orbita.schema');

function tagSchema(target: object, schema: string): void {
  Object.defineProperty(target, SCHEMA, { value: schema, enumerable: false });
}

/** The schema of the service that owns this pool or client. */
export function schemaOf(db: Pool | PoolClient): string {
  const schema = (db as unknown as Record<symbol, unknown>)[SCHEMA];
  if (typeof schema !== 'string') throw new Error('connection not made by createPool: unknown schema');
  return schema;
}

/** Runs `work` in one transaction on one connection; rolls back if it throws. */
export async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
