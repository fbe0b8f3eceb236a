// The two ways the bench runs Orbita: the embedded hub (one process, PGlite, in-memory KV and bus)
// and the local distributed mode (a process per service, real Postgres, Redis and NATS). Only one
// runs at a time: the distributed services listen on fixed ports.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { commandLine, freePort, portIsFree, processTree, startProcess, stopProcess, waitUntil } from './proc.mjs';

export const SERVICE_PORTS = { tools: 8101, suggestions: 8102, contacts: 8103, 'admin-auth': 8104, 'ai-vision': 8105 };
const UNLIMITED = '1000000000';

export const CONNECTIONS = {
  databaseUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/orbita_bench',
  // A database index of its own, so the bench's counters never meet anybody else's.
  redisUrl: process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379/11',
  natsUrl: process.env.BENCH_NATS_URL || 'nats://127.0.0.1:4222',
};

/** Limits a visitor meets are lifted for the bench: it measures the work, not the refusals. */
export const RAISED_LIMITS = {
  RATE_LIMIT_PER_MINUTE: UNLIMITED,
  REQUEST_BUDGET_PER_MINUTE: UNLIMITED,
  SUGGESTIONS_CREATE_PER_MINUTE: UNLIMITED,
  SUGGESTIONS_VOTES_PER_MINUTE: UNLIMITED,
  CONTACTS_CREATE_PER_MINUTE: UNLIMITED,
  AI_VISION_LIMIT_PER_MINUTE: UNLIMITED,
  AI_VISION_LIMIT_PER_DAY: UNLIMITED,
  // Every analysis goes to the (local, instant) model instead of the cache of identical photos.
  AI_VISION_CACHE_SECONDS: '0',
  // Likewise every QR image is drawn, not taken from the cache of recent images.
  QR_CACHE_MB: '0',
};

function baseEnv({ dataDir, port, modelUrl, closedPort, productionLimits }) {
  const env = { ...process.env };
  // Tracing is off in every hub but those the tracing section starts with its own endpoint.
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'NATS_URL', 'METRICS_PORT', 'FRONTEND_URL', 'OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT']) {
    delete env[name];
  }
  return {
    ...env,
    ...(productionLimits ? {} : RAISED_LIMITS),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    ORBITA_DATA_DIR: dataDir,
    ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
    OPENAI_API_KEY: 'bench-key',
    OPENAI_BASE_URL: modelUrl,
    // No network here: the tools service keeps the exchange rates it ships with.
    RATES_URL: `http://127.0.0.1:${closedPort}/eurofxref-daily.xml`,
  };
}

async function waitReady(url, proc) {
  await waitUntil(
    `${url}/readyz`,
    async () => {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) });
      const body = await response.json();
      return response.ok && Object.values(body.checks ?? {}).every((check) => check.ok);
    },
    180_000,
    proc,
  );
}

async function resetDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name.replaceAll('"', '""')}" WITH (FORCE)`);
  await client.end();
}

function labelOf(pid) {
  const command = commandLine(pid);
  const service = /(?:services\/([\w-]+)|(gateway))\/dist\/server\.js/.exec(command);
  return service ? (service[1] ?? service[2]) : null;
}

/** The hub's processes, labelled: `hub` for the embedded one (the launcher's child); the gateway and each service otherwise. */
function hubProcesses(proc, mode) {
  if (mode === 'embedded') {
    // launcher/dist/embedded.js only keeps the hub running; the hub itself is its child.
    const hub = processTree(proc.pid).find((pid) => commandLine(pid).includes('embedded-hub.js'));
    return [{ label: 'hub', pid: hub ?? proc.pid }];
  }
  const labelled = processTree(proc.pid)
    .map((pid) => ({ label: pid === proc.pid ? 'launcher' : labelOf(pid), pid }))
    .filter((p) => p.label);
  return labelled;
}

/** The distributed services listen on fixed ports: another hub (a test, say) must finish first. */
async function waitForServicePorts() {
  const busy = async () => {
    const taken = [];
    for (const [name, port] of Object.entries(SERVICE_PORTS)) if (!(await portIsFree(port))) taken.push(`${name} ${port}`);
    return taken;
  };
  const taken = await busy();
  if (taken.length === 0) return;
  console.warn(`ports in use (${taken.join(', ')}): waiting up to 5 minutes for the other Orbita hub to stop`);
  await waitUntil('the service ports', async () => (await busy()).length === 0, 300_000);
}

/** Starts a hub and waits until the gateway and every service report ready; `env` is added to its environment. */
export async function startHub({ mode, repoRoot, workDir, modelUrl, productionLimits = false, env: extraEnv = {}, dataDir, port: chosenPort }) {
  if (mode === 'distributed') {
    await waitForServicePorts();
    await resetDatabase(CONNECTIONS.databaseUrl);
  }
  const port = chosenPort ?? (await freePort());
  const env = baseEnv({ dataDir: dataDir ?? path.join(workDir, `data-${mode}`), port, modelUrl, closedPort: await freePort(), productionLimits });
  Object.assign(env, extraEnv);
  if (mode === 'distributed') {
    Object.assign(env, { DATABASE_URL: CONNECTIONS.databaseUrl, REDIS_URL: CONNECTIONS.redisUrl, NATS_URL: CONNECTIONS.natsUrl });
  }
  const started = Date.now();
  const proc = startProcess({
    name: `${mode} hub`,
    command: process.execPath,
    args: [path.join(repoRoot, 'launcher', 'dist', `${mode}.js`)],
    cwd: repoRoot,
    env,
    logFile: path.join(workDir, `${dataDir ? path.basename(dataDir) : mode}.log`),
  });
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url, proc);
  const startSeconds = (Date.now() - started) / 1000;
  return {
    mode,
    url,
    proc,
    startSeconds,
    adminPassword: env.ADMIN_PASSWORD,
    processes: hubProcesses(proc, mode),
    stop: () => stopProcess(proc),
  };
}
