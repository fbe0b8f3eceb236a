import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
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

/**
 * How long a service may hold the shared session inside a transaction without a word: past it,
 * the transaction is rolled back and its connection closed, so no client stalls the others.
 */
const IDLE_IN_TRANSACTION_MS = 5_000;

/** The file name `pg` looks for in a socket folder for port 5432. */
const SOCKET_NAME = '.s.PGSQL.5432';
/** Unix socket paths are limited to 107 bytes on Linux (103 on macOS). */
const MAX_SOCKET_PATH = 100;

/**
 * A folder only this user can enter, for the socket: in the data folder, or in the system's
 * temporary folder when the data folder's path is too long for a socket.
 */
function privateSocketFolder(dataDir: string): string {
  let dir = path.resolve(dataDir, 'pglite-socket');
  if (path.join(dir, SOCKET_NAME).length > MAX_SOCKET_PATH) dir = mkdtempSync(path.join(os.tmpdir(), 'orbita-db-'));
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  // A socket left by a process that was killed would make listen fail.
  rmSync(path.join(dir, SOCKET_NAME), { force: true });
  return dir;
}

/** A new data folder is made in a child process: see initialise-database.ts. */
async function initialiseDataFolder(dir: string): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  const script = fileURLToPath(new URL('./initialise-database.js', import.meta.url));
  await promisify(execFile)(process.execPath, [script, dir]);
}

/**
 * Postgres for the embedded mode: PGlite with its files under the data folder, served so the
 * services speak plain `pg` to it exactly as they do to a real server. Not on a TCP port: PGlite
 * lets anyone in as superuser, so it listens on a Unix socket in a folder closed to other users,
 * and asks every client for a password made at each start and given only to the services.
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  options: { idleInTransactionMs?: number } = {},
): Promise<EmbeddedDatabase> {
  const dir = path.join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  await initialiseDataFolder(dir);
  const db = await PGlite.create(dir, { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`] });
  const socketFolder = privateSocketFolder(dataDir);
  const password = randomBytes(24).toString('base64url');
  const server = await serveSession(db, {
    socketPath: path.join(socketFolder, SOCKET_NAME),
    password,
    maxConnections: 64,
    idleInTransactionMs: options.idleInTransactionMs ?? IDLE_IN_TRANSACTION_MS,
  });
  return {
    url: `postgres://postgres:${password}@localhost/postgres?host=${encodeURIComponent(socketFolder)}`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
