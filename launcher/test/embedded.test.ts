import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@orbita/service-kit/testing';

const root = path.resolve(__dirname, '../..');
const entry = path.join(root, 'launcher/dist/embedded.js');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'orbita-embedded-'));

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
}

async function startEmbedded(port: number): Promise<Running> {
  let output = '';
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { PATH: process.env.PATH, ORBITA_DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`embedded mode exited early:\n${output}`);
    const ready = await fetch(`${url}/readyz`).then((r) => r.status === 200, () => false);
    if (ready) return { child, url, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`embedded mode not ready in 60 s:\n${output}`);
}

function stop(running: Running): Promise<number | null> {
  return new Promise((resolve) => {
    running.child.once('exit', (code) => resolve(code));
    running.child.kill('SIGINT');
  });
}

let hub: Running;
let port: number;

beforeAll(async () => {
  if (!existsSync(entry)) throw new Error('launcher/dist/embedded.js is missing: run `npx tsc -b` (make test builds first)');
  port = await freePort();
  hub = await startEmbedded(port);
}, 90_000);

afterAll(async () => {
  if (hub.child.exitCode === null) await stop(hub);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded mode (make run)', () => {
  it("bounds the hub's malloc arenas, which otherwise keep what threads once allocated", () => {
    const hubPid = execFileSync('pgrep', ['-P', String(hub.child.pid)]).toString().trim().split('\n')[0]!;
    const environment = readFileSync(`/proc/${hubPid}/environ`, 'utf8').split('\0');
    expect(environment).toContain('MALLOC_ARENA_MAX=2');
  });

  it('prints where the hub answers', () => {
    expect(hub.output()).toContain(`http://localhost:${port}`);
  });

  it('is ready with every service behind the gateway', async () => {
    const body = (await (await fetch(`${hub.url}/readyz`)).json()) as { checks: Record<string, { ok: boolean }> };
    for (const service of ['tools', 'suggestions', 'contacts', 'admin-auth', 'ai-vision']) {
      expect(body.checks[service]).toMatchObject({ ok: true });
    }
  });

  it('serves the page at /', async () => {
    const response = await fetch(`${hub.url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('lang="it"');
  });

  it('converts a number through the gateway', async () => {
    const response = await fetch(`${hub.url}/api/convert-number`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number: '255', fromBase: 10, toBase: 16 }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ converted: { number: 'FF', baseName: 'Esadecimale' } });
  });

  it('refuses the admin contacts without a token, malformed JSON and unknown paths, in Italian', async () => {
    const admin = await fetch(`${hub.url}/api/admin/contacts`);
    expect(admin.status).toBe(401);
    expect(((await admin.json()) as { error: string }).error).toMatch(/login/);
    const malformed = await fetch(`${hub.url}/api/convert-number`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"number":',
    });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: string }).error).toBe('Il corpo della richiesta non è un JSON valido');
    const unknown = await fetch(`${hub.url}/api/unknown`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { code: string }).code).toBe('NOT_FOUND');
  });

  it('starts the hub again when its process dies', async () => {
    // The hub runs in a child of the launcher's process, which restarts it.
    const hubPid = Number(execFileSync('pgrep', ['-P', String(hub.child.pid)], { encoding: 'utf8' }).trim().split('\n')[0]);
    process.kill(hubPid, 'SIGKILL');
    const deadline = Date.now() + 60_000;
    while (!hub.output().includes('orbita hub restarted') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hub.output()).toContain('orbita hub exited (SIGKILL): restarting it in 1 s (restart 1)');
    let ready = false;
    while (!ready && Date.now() < deadline) {
      ready = await fetch(`${hub.url}/readyz`).then((r) => r.status === 200, () => false);
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(ready).toBe(true);
    expect(hub.child.exitCode).toBeNull();
  }, 90_000);

  it('stops cleanly on Ctrl-C and keeps its data for the next start', async () => {
    const keyBefore = readFileSync(path.join(dataDir, 'admin-jwt-public.pem'), 'utf8');
    expect(await stop(hub)).toBe(0);
    hub = await startEmbedded(port);
    expect(readFileSync(path.join(dataDir, 'admin-jwt-public.pem'), 'utf8')).toBe(keyBefore);
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
  }, 90_000);
});
