import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { provideDatabaseFolder } from './database-template.js';
import { releaseHubLock, takeHubLock } from './hub-lock.js';
import { dropDatabase, emptyRedisDatabase, sharedInfrastructure } from './infrastructure.js';
import type { OutsideWorld } from './outside-world.js';
import { MODEL } from './outside-world.js';
import { freePort, SERVICE_PORTS_WAIT_MS, waitForServicePorts } from './ports.js';

export type HubMode = 'embedded' | 'distributed';

export const ROOT = path.resolve(__dirname, '../../..');
export const RESULTS = path.join(ROOT, 'test-results');

export interface Hub {
  mode: HubMode;
  url: string;
  admin: { username: string; password: string };
  /** The copy of the frontend build the gateway serves (a test may release a «new version» into it). */
  frontendDist: string;
  /** The last lines the hub printed, for a failure message. */
  logTail(): string;
  alive(): boolean;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 90_000;

/**
 * The settings a person running the hub would give. The per-address limits on new contacts and
 * suggestions are raised: the suite creates more in a minute than a person does (their own tests prove them).
 */
function hubEnv(port: number, dataDir: string, outside: OutsideWorld, password: string): Record<string, string> {
  // The gateway serves a copy of the build, so a rebuild of the frontend during the run cannot swap files under a page.
  const frontendDist = path.join(dataDir, 'frontend-dist');
  cpSync(path.join(ROOT, 'frontend/dist'), frontendDist, { recursive: true });
  return {
    FRONTEND_DIST: frontendDist,
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.tmpdir(),
    ORBITA_DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: password,
    OPENAI_API_KEY: 'sk-e2e-stand-in',
    OPENAI_BASE_URL: `${outside.url}/v1`,
    OPENAI_MODEL: MODEL,
    RATES_URL: `${outside.url}/eurofxref-daily.xml`,
    CONTACTS_CREATE_PER_MINUTE: '100',
    SUGGESTIONS_CREATE_PER_MINUTE: '100',
    // Every page load's files count too, from one address, in parallel browsers.
    RATE_LIMIT_PER_MINUTE: '100000',
    CONCURRENT_REQUESTS_PER_ADDRESS: '1000',
  };
}

function exited(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, logTail: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the hub stopped before it was ready (code ${child.exitCode}):\n${logTail()}`);
    const ready = await fetch(`${url}/readyz`).then((response) => response.status === 200, () => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the hub was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${logTail()}`);
}

/**
 * Starts Orbita the way a person does: `launcher/dist/embedded.js` (make run) or
 * `launcher/dist/distributed.js` (make run-services) in its own process group, with a fresh data folder,
 * a free gateway port and, for the distributed mode, a database of its own.
 */
export async function startHub(mode: HubMode, outside: OutsideWorld): Promise<Hub> {
  const entry = path.join(ROOT, 'launcher/dist', `${mode}.js`);
  if (!existsSync(entry)) throw new Error(`${entry} is missing: build first (make test builds; or npx tsc -b)`);
  if (!existsSync(path.join(ROOT, 'frontend/dist/index.html'))) throw new Error('frontend/dist is missing: npm run build -w frontend');
  // The embedded hub's services take free loopback ports, so an embedded hub runs beside `make run`; the
  // distributed services bind their fixed ports, one such hub at a time.
  if (mode === 'embedded') return await launch(mode, entry, outside);
  await takeHubLock();
  try {
    await waitForServicePorts(SERVICE_PORTS_WAIT_MS);
    return await launch(mode, entry, outside);
  } catch (error) {
    releaseHubLock();
    throw error;
  }
}

interface HubProcess {
  child: ChildProcess;
  logTail(): string;
  /** SIGTERM to the whole process group (the distributed launcher's services too), SIGKILL if it lingers. */
  stop(): Promise<void>;
}

function spawnHub(mode: HubMode, entry: string, env: Record<string, string>): HubProcess {
  mkdirSync(RESULTS, { recursive: true });
  // Each test file has its own hub: each hub's log is named after its test file.
  const testFile = path.basename(expect.getState().testPath ?? 'hub', '.test.ts');
  const log = createWriteStream(path.join(RESULTS, `e2e-${testFile}-hub.log`));
  let tail = '';
  const child = spawn(process.execPath, [entry], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const record = (chunk: Buffer) => {
    log.write(chunk);
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', record);
  child.stderr!.on('data', record);
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // the group has already gone
    }
  };
  const stop = async () => {
    signalGroup('SIGTERM');
    if (!(await exited(child, 20_000))) signalGroup('SIGKILL');
    await exited(child, 5_000);
    log.end();
  };
  return { child, logTail: () => tail, stop };
}

async function launch(mode: HubMode, entry: string, outside: OutsideWorld): Promise<Hub> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `orbita-e2e-${mode}-`));
  const password = `Orbita-e2e-${randomBytes(6).toString('hex')}`;
  const databaseName = `orbita_e2e_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const infrastructure = mode === 'distributed' ? sharedInfrastructure(databaseName) : {};
  if (mode === 'embedded') provideDatabaseFolder(ROOT, dataDir);
  if (infrastructure.REDIS_URL) await emptyRedisDatabase(infrastructure.REDIS_URL);
  const hub = spawnHub(mode, entry, { ...hubEnv(port, dataDir, outside, password), ...infrastructure });

  const stop = async () => {
    await hub.stop();
    try {
      if (mode === 'distributed') await waitForServicePorts(20_000);
      if (infrastructure.DATABASE_URL) await dropDatabase(infrastructure.DATABASE_URL);
      rmSync(dataDir, { recursive: true, force: true });
    } finally {
      if (mode === 'distributed') releaseHubLock();
    }
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(url, hub.child, hub.logTail);
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  const alive = () => hub.child.exitCode === null && hub.child.signalCode === null;
  const frontendDist = path.join(dataDir, 'frontend-dist');
  return { mode, url, admin: { username: 'admin', password }, frontendDist, logTail: hub.logTail, alive, stop };
}
