import { runner } from 'node-pg-migrate';
import { assertSchemaName } from './pool.js';

export interface MigrateOptions {
  databaseUrl: string;
  schema: string;
  /** Folder of numbered `.sql` migrations (`-- Up Migration` / `-- Down Migration`). */
  dir: string;
  log?: (message: string) => void;
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
    createSchema: true,
    migrationsSchema: options.schema,
    migrationsTable: 'pgmigrations',
    advisoryLockMode: 'wait',
    checkOrder: true,
    log: options.log ?? (() => undefined),
  });
}
