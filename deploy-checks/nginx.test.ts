import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './support/free-port.js';
import { ROOT } from './support/project.js';
import { describeWithTools, nginxBinary } from './support/tools.js';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

function get(port: number, urlPath: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: urlPath, headers: { 'accept-encoding': 'gzip' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The frontend's real site configuration, on a free port, over a small stand-in for the Vite build. */
function prepareSite(folder: string, port: number): string {
  const html = path.join(folder, 'html');
  mkdirSync(path.join(html, 'assets'), { recursive: true });
  writeFileSync(path.join(html, 'index.html'), `<!doctype html><title>Orbita</title>${'<!-- app -->'.repeat(100)}`);
  writeFileSync(path.join(html, 'assets', 'index-3f9a1c.js'), `console.log("orbita");\n`.repeat(200));
  const site = readFileSync(path.join(ROOT, 'deploy/nginx/default.conf'), 'utf8')
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replace('root /usr/share/nginx/html;', `root ${html};`);
  writeFileSync(path.join(folder, 'site.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${folder}/${kind};`);
  writeFileSync(
    path.join(folder, 'nginx.conf'),
    `daemon off; worker_processes 1; pid ${folder}/nginx.pid; error_log ${folder}/error.log;
events {}
http { include /etc/nginx/mime.types; default_type application/octet-stream; access_log off; ${temp.join(' ')}
  include ${folder}/site.conf; }`,
  );
  // Worker processes of a root master run as nobody: the stand-in must be readable by anyone.
  chmodSync(folder, 0o755);
  return path.join(folder, 'nginx.conf');
}

async function waitForPort(port: number, nginx: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}`);
    try {
      await get(port, '/healthz');
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error('nginx did not start listening');
}

describeWithTools("The frontend's nginx configuration", ['nginx'], () => {
  let folder: string;
  let port: number;
  let nginx: ChildProcess;
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'orbita-nginx-'));
    port = await freePort();
    nginx = spawn(nginxBinary()!, ['-e', path.join(folder, 'error.log'), '-c', prepareSite(folder, port)], { stdio: 'ignore' });
    await waitForPort(port, nginx);
  });
  afterAll(async () => {
    if (nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers every client-side route with index.html, revalidated on each visit', async () => {
    for (const route of ['/', '/strumenti/bmi', '/admin/dashboard']) {
      const answer = await get(port, route);
      expect([route, answer.status, answer.headers['content-type'], answer.headers['cache-control']]).toEqual([
        route, 200, 'text/html', 'no-cache',
      ]);
    }
  });

  it('keeps hashed assets for a year, compressed', async () => {
    const answer = await get(port, '/assets/index-3f9a1c.js');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-encoding']).toBe('gzip');
  });

  it('answers 404 for a missing asset instead of the page, and does not let it be cached for a year', async () => {
    const answer = await get(port, '/assets/index-gone.js');
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toBeUndefined();
  });

  it('compresses the page and answers the health check', async () => {
    expect((await get(port, '/')).headers['content-encoding']).toBe('gzip');
    expect((await get(port, '/healthz')).status).toBe(200);
  });
});
