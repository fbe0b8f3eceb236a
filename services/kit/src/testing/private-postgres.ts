import { execFile, execFileSync } from 'node:child_process';
import { chown, readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { startPrivateProcess, type PrivateProcess } from './private-process.js';

export interface PrivatePostgresServer extends PrivateProcess {
  /** Its `postgres` database, as the superuser `postgres`, without a password. */
  url: string;
}

async function binDir(): Promise<string> {
  if (process.env.POSTGRES_BIN_DIR) return process.env.POSTGRES_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const versions = (await readdir(root).catch(() => [] as string[])).sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) throw new Error(`no Postgres under ${root}: install postgresql or set POSTGRES_BIN_DIR`);
  return path.join(root, versions[0]!, 'bin');
}

/** Postgres refuses to run as root; a test run as root runs it as the `postgres` user. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * A Postgres of its own, in a temporary folder made with initdb, for tests that crash the
 * database (its whole process group, by PID, with SIGKILL) and start it again on the same files.
 * Durability is off (fsync): the crash is of the server, not of the machine.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgresServer> {
  const bin = await binDir();
  const user = serverUser();
  const server = await startPrivateProcess({
    binary: path.join(bin, 'postgres'),
    user,
    killGroup: true,
    async prepare(dataDir) {
      if (user) await chown(dataDir, user.uid, user.gid);
      await promisify(execFile)(path.join(bin, 'initdb'), ['-D', path.join(dataDir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync'], {
        ...user,
      });
    },
    args: (port, dataDir) => [
      '-D',
      path.join(dataDir, 'data'),
      '-p',
      String(port),
      '-k',
      dataDir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=50',
    ],
  });
  const url = `postgres://postgres@127.0.0.1:${server.port}/postgres`;
  await untilItAnswers(url);
  return {
    ...server,
    url,
    // Listening is not answering: after a crash Postgres replays its log first ("starting up").
    async start() {
      await server.start();
      await untilItAnswers(url);
    },
  };
}

const START_TIMEOUT_MS = 15_000;

async function untilItAnswers(url: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`private Postgres not answering within ${START_TIMEOUT_MS} ms: ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}
