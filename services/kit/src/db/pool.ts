import pg from 'pg';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;

export interface PoolOptions {
  url: string;
  /** The service's own schema; its SQL names its tables with it (`contacts.messages`). */
  schema: string;
  max?: number;
  onError?: (error: Error) => void;
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
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // No `SET search_path` here: the embedded PGlite is one Postgres session shared by every
  // service, so a session setting made by one would redirect the others' queries. Tables are
  // always named with their schema instead, and the pool and its clients carry that schema
  // for shared code such as the outbox.
  tagSchema(pool, options.schema);
  pool.on('connect', (client) => tagSchema(client, options.schema));
  // An idle client that loses its server emits here; without a listener the process would crash.
  pool.on('error', (error) => options.onError?.(error));
  return pool;
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
