import pg from 'pg';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;

export interface PoolOptions {
  url: string;
  /** Every connection of this pool works in the service's own schema. */
  schema: string;
  max?: number;
  onError?: (error: Error) => void;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

export function assertSchemaName(schema: string): void {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`nome di schema non valido: ${schema}`);
}

export function createPool(options: PoolOptions): Pool {
  assertSchemaName(options.schema);
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // Queued on each new connection before the pool hands it out, so every query runs in the schema.
  pool.on('connect', (client) => {
    client.query(`SET search_path TO ${options.schema}, public`).catch((error: Error) => options.onError?.(error));
  });
  // An idle client that loses its server emits here; without a listener the process would crash.
  pool.on('error', (error) => options.onError?.(error));
  return pool;
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
