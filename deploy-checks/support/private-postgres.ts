import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';
import { postgresBinaries } from './tools.js';

export interface PrivatePostgres {
  port: number;
  superuserPassword: string;
  stop(): void;
}

const SUPERUSER_PASSWORD = 'superuser-of-a-throwaway-cluster';

/** Postgres refuses to run as root: the cluster then belongs to the `postgres` user. */
function asServerUser(folder: string): string[] {
  if (process.getuid?.() !== 0) return [];
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
  chownSync(folder, uid, gid);
  return ['runuser', '-u', 'postgres', '--'];
}

function runAs(prefix: string[], command: string, args: string[]): void {
  const [program, ...rest] = [...prefix, command, ...args];
  execFileSync(program!, rest, { stdio: 'pipe' });
}

/**
 * A throwaway cluster of its own on a free port, so roles (which are global to a cluster) never
 * touch the shared server; passwords are checked (scram) on TCP connections.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinaries() ?? '';
  const folder = mkdtempSync(path.join(tmpdir(), 'orbita-pg-'));
  const prefix = asServerUser(folder);
  const passwordFile = path.join(folder, 'superuser-password');
  writeFileSync(passwordFile, SUPERUSER_PASSWORD, { mode: 0o644 });
  const data = path.join(folder, 'data');
  runAs(prefix, `${bin}initdb`, ['-D', data, '-U', 'postgres', '--pwfile', passwordFile, '--auth-local=trust', '--auth-host=scram-sha-256']);
  const port = await freePort();
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`;
  runAs(prefix, `${bin}pg_ctl`, ['-D', data, '-o', options, '-l', path.join(folder, 'server.log'), '-w', 'start']);
  return {
    port,
    superuserPassword: SUPERUSER_PASSWORD,
    stop() {
      try {
        runAs(prefix, `${bin}pg_ctl`, ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
