// What the figures were measured on, and the checks that must pass before anything starts.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { CHROMIUM } from './frontend.mjs';
import { NGINX, nginxVersion } from './nginx.mjs';

function quietly(run, fallback = 'unknown') {
  try {
    return run();
  } catch {
    return fallback;
  }
}

export const loadAverage = () => os.loadavg().map((n) => n.toFixed(1)).join(' ');

async function postgresVersion(databaseUrl) {
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    return (await client.query('SHOW server_version')).rows[0].server_version;
  } finally {
    await client.end();
  }
}

export async function describeMachine(repoRoot, databaseUrl) {
  const cpus = os.cpus();
  const git = (...args) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
  return {
    commit: quietly(() => `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? ' + local changes' : ''}`),
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model ?? 'unknown',
      memoryBytes: os.totalmem(),
      os: `${os.type()} ${os.release()} ${os.arch()}`,
      node: process.versions.node,
      nginx: nginxVersion() ?? 'missing',
      chromium: quietly(() => execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim().split(' ').slice(0, 2).join(' ')),
      postgres: await postgresVersion(databaseUrl).catch(() => 'unreachable'),
      loadStart: loadAverage(),
    },
  };
}

/** Everything the run needs, said at once rather than after minutes of load. */
export function preflight(repoRoot) {
  const missing = [];
  if (!existsSync(NGINX)) missing.push(`${NGINX} (apt-get install -y nginx-light)`);
  if (!existsSync(CHROMIUM)) missing.push(`${CHROMIUM} (apt-get install -y chromium)`);
  for (const built of ['launcher/dist/embedded.js', 'launcher/dist/distributed.js', 'frontend/dist/index.html']) {
    if (!existsSync(path.join(repoRoot, built))) missing.push(`${built} (make build)`);
  }
  if (missing.length) throw new Error(`missing: ${missing.join('; ')}`);
}
