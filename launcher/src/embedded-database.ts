import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { serveSession } from './session-server.js';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Postgres's page cache. Its default, 128 MB, is all resident from the start in PGlite; the
 * embedded hub's few tables fit many times over in 16 MB.
 */
const SHARED_BUFFERS = '16MB';

/** A new data folder is made in a child process: see initialise-database.ts. */
async function initialiseDataFolder(dir: string): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  const script = fileURLToPath(new URL('./initialise-database.js', import.meta.url));
  await promisify(execFile)(process.execPath, [script, dir]);
}

/**
 * Postgres for the embedded mode: PGlite with its files under the data folder, served on a
 * loopback port so the services speak plain `pg` to it exactly as they do to a real server.
 */
export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  const dir = path.join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  await initialiseDataFolder(dir);
  const db = await PGlite.create(dir, { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`] });
  const server = await serveSession(db, 64);
  return {
    url: `postgres://postgres@127.0.0.1:${server.port}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
