import { runner } from 'node-pg-migrate';
import pg from 'pg';
import { assertSchemaName } from './pool.js';

export interface MigrateOptions {
  databaseUrl: string;
  schema: string;
  /** Folder of numbered `.sql` migrations (`-- Up Migration` / `-- Down Migration`). */
  dir: string;
  log?: (message: string) => void;
}

/**
 * `CREATE SCHEMA IF NOT EXISTS` needs CREATE on the whole database even when the schema is there,
 * a right the per-service roles of production do not have: their schema is made for them.
 */
async function schemaExists(databaseUrl: string, schema: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  // A server lost mid-query fails the query below; unheard, the same error emitted here would end the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema]);
    return found.rowCount === 1;
  } finally {
    await client.end();
  }
}

/**
 * Brings the service's schema up to date. node-pg-migrate holds a Postgres advisory lock while it
 * runs (waiting for it rather than failing), so replicas starting together migrate once.
 */
export async function migrate(options: MigrateOptions): Promise<void> {
  assertSchemaName(options.schema);
  await runner({
    databaseUrl: options.databaseUrl,
    dir: options.dir,
    direction: 'up',
    schema: options.schema,
    createSchema: !(await schemaExists(options.databaseUrl, options.schema)),
    migrationsSchema: options.schema,
    migrationsTable: 'pgmigrations',
    advisoryLockMode: 'wait',
    checkOrder: true,
    log: options.log ?? (() => undefined),
  });
}
