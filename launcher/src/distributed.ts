import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { SERVICES, SERVICE_NAMES } from '@orbita/proto-types';
import { loadAdminJwtKeys } from '@orbita/admin-auth';
import { supervise, type Supervised } from './supervisor.js';

const require = createRequire(import.meta.url);
const env = process.env;
const databaseUrl = env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/orbita';
const dataDir = path.resolve(env.ORBITA_DATA_DIR || '.data');

/** The local distributed mode needs its database; a fresh Postgres has only `postgres`. */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!rowCount) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  await client.end();
}

/** Each package exports only its `dist/index.js`; its `server.js` sits beside it. */
function entryOf(pkg: string): string {
  return path.join(path.dirname(require.resolve(pkg)), 'server.js');
}

// Metrics need a port per service; the local mode leaves them off rather than collide.
const { METRICS_PORT: _metricsPort, ...inherited } = env;

/**
 * Each service and the gateway run under a supervisor: one that exits (a crash, say) is started
 * again with backoff while the others go on serving. Only a wrong configuration stops the lot.
 */
function start(name: string, entry: string, extraEnv: Record<string, string>): Supervised {
  return supervise({
    name,
    command: process.execPath,
    args: [entry],
    // The IPC channel tells the service when this launcher is gone, however it ended.
    spawnOptions: { env: { ...inherited, ...extraEnv }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
    log: (line) => console.error(line),
    onGiveUp: (code) => void stopAll(code),
  });
}

let stopping = false;
const children: Supervised[] = [];

async function stopAll(exitCode: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  await Promise.all(children.map((child) => child.stop()));
  process.exit(exitCode);
}

await ensureDatabase(databaseUrl);
const keys = await loadAdminJwtKeys({ privateKeyPem: env.ADMIN_JWT_PRIVATE_KEY, dataDir });
const shared = {
  DATABASE_URL: databaseUrl,
  REDIS_URL: env.REDIS_URL || 'redis://127.0.0.1:6379',
  NATS_URL: env.NATS_URL || 'nats://127.0.0.1:4222',
  ADMIN_JWT_PUBLIC_KEY: keys.publicKeyPem,
  // Every process on this machine reaches the services from loopback, as the gateway does: the
  // services believe a forwarded address only with this secret, which the gateway alone is given.
  GATEWAY_SECRET: env.GATEWAY_SECRET || randomBytes(32).toString('base64url'),
  ORBITA_DATA_DIR: dataDir,
  HOST: '127.0.0.1',
};
const serviceUrls: Record<string, string> = {};
for (const name of SERVICE_NAMES) {
  const { port, urlVariable } = SERVICES[name];
  serviceUrls[urlVariable] = `http://127.0.0.1:${port}`;
  const own: Record<string, string> = name === 'admin-auth' ? { ADMIN_JWT_PRIVATE_KEY: keys.privateKeyPem } : {};
  // A service believes the forwarded address of the gateway alone: from loopback, with the secret.
  children.push(start(name, entryOf(`@orbita/${name}`), { ...shared, ...own, PORT: String(port), TRUSTED_PROXIES: 'loopback' }));
}
const gatewayPort = env.PORT || '8080';
children.push(start('gateway', entryOf('@orbita/gateway'), { ...shared, ...serviceUrls, HOST: env.HOST || '0.0.0.0', PORT: gatewayPort }));
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
console.warn(`\n  Orbita (separate services): http://localhost:${gatewayPort}\n  (Ctrl-C to stop)\n`);
