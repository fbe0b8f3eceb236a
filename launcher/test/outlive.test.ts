import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The kit as `make run` runs it: compiled (`npx tsc -b` comes first in `make test`). */
const KIT = pathToFileURL(path.resolve(__dirname, '../../services/kit/dist/index.js')).href;

/** A hub or a service: closes itself when its supervisor goes, and exits on SIGTERM as close-with-grace does. */
const SUPERVISED = `import(${JSON.stringify(KIT)}).then(({ closeWhenSupervisorGoes }) => {
  process.on('SIGTERM', () => process.exit(0));
  closeWhenSupervisorGoes();
  setInterval(() => {}, 1000);
  process.send('ready');
});`;

/** A launcher: starts the supervised process with an IPC channel, as embedded.ts and distributed.ts do, and says its pid. */
const LAUNCHER = `const child = require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(SUPERVISED)}], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
child.on('message', () => console.log(child.pid));
setInterval(() => {}, 1000);`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function gone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !alive(pid);
}

it('a supervised hub or service closes itself when its launcher is killed outright (SIGKILL), instead of keeping its ports', async () => {
  const launcher = spawn(process.execPath, ['-e', LAUNCHER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const supervisedPid = await new Promise<number>((resolve, reject) => {
    launcher.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    launcher.once('exit', () => reject(new Error('the launcher ended before its process was ready')));
  });
  expect(alive(supervisedPid)).toBe(true);

  launcher.kill('SIGKILL');
  const closed = await gone(supervisedPid, 10_000);
  if (!closed) process.kill(supervisedPid, 'SIGKILL');
  expect(closed).toBe(true);
});

/** The pids of `parent`'s children, as `ps` lists them. */
function childrenOf(parent: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(parent)], { encoding: 'utf8' }).split('\n').map(Number).filter(Boolean);
  } catch {
    return [];
  }
}

it('the embedded hub still starting when `make run` is killed outright stops too, instead of running on unwatched', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'orbita-outlive-'));
  const launcher = spawn(process.execPath, [path.resolve(__dirname, '../dist/embedded.js')], {
    env: { PATH: process.env.PATH, ORBITA_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', RATES_URL: 'http://127.0.0.1:9/rates.xml' },
    stdio: 'ignore',
  });
  try {
    let hubPid: number | undefined;
    const deadline = Date.now() + 10_000;
    while (hubPid === undefined && Date.now() < deadline) {
      hubPid = childrenOf(launcher.pid!)[0];
      if (hubPid === undefined) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(hubPid).toBeDefined();
    // The hub's start (its database's first files, five services) takes seconds: this lands inside it.
    launcher.kill('SIGKILL');
    const closed = await gone(hubPid!, 10_000);
    if (!closed) process.kill(hubPid!, 'SIGKILL');
    expect(closed).toBe(true);
  } finally {
    launcher.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
