import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

// The images' HEALTHCHECK and Compose's: `node /app/services/kit/dist/healthcheck.js`, as built.
const script = path.join(__dirname, '..', 'dist', 'healthcheck.js');

function check(port: string): { status: number | null; stderr: string } {
  const result = spawnSync(process.execPath, [script], { env: { PATH: process.env.PATH, PORT: port }, encoding: 'utf8', timeout: 10_000 });
  return { status: result.status, stderr: result.stderr };
}

/** A port nothing listens on: one just freed. */
async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = String((server.address() as AddressInfo).port);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the container healthcheck', () => {
  beforeAll(() => {
    if (!existsSync(script)) throw new Error('services/kit/dist/healthcheck.js is missing: run `npx tsc -b` (make test builds first)');
  });

  // spawnSync blocks this process, so the server runs in a child of its own.
  async function withServer(status: number | null, run: (port: string) => Promise<void>) {
    const child = spawn(
      process.execPath,
      [
        '-e',
        `const s = require('node:http').createServer((q, r) => { ${status === null ? '' : `r.writeHead(q.url === '/healthz' ? ${status} : 404).end();`} });
         s.listen(0, '127.0.0.1', () => console.log(s.address().port));`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const port = await new Promise<string>((resolve) => child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())));
    try {
      await run(port);
    } finally {
      child.kill();
    }
  }

  it('passes when the server answers /healthz with 200', async () => {
    await withServer(200, async (port) => expect(check(port).status).toBe(0));
  });

  it('fails when /healthz answers 503, when nothing listens, and when no answer comes in time', async () => {
    await withServer(503, async (port) => expect(check(port).status).toBe(1));
    expect(check(await closedPort()).status).toBe(1);
    await withServer(null, async (silent) => expect(check(silent).status).toBe(1));
  });

  it('fails, saying why, without a port number', () => {
    for (const port of ['', 'http', '80 80']) {
      const result = check(port);
      expect([port, result.status]).toEqual([port, 1]);
      expect(result.stderr).toContain('PORT is not a port number');
    }
  });
});
