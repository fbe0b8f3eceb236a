import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
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
  body: string;
}

/** A GET; the body is read only when not compressed (ask for gzip to see the encoding). */
function get(port: number, urlPath: string, headers: Record<string, string> = { 'accept-encoding': 'gzip' }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

const plain = (port: number, urlPath: string, headers: Record<string, string> = {}) => get(port, urlPath, headers);

const SITE_URL = 'https://orbita.example.it';

/** A prerendered page as frontend/scripts/prerender.ts writes it: the site's address as a placeholder. */
function page(title: string, canonical: string | null): string {
  const link = canonical === null ? '' : `<link rel="canonical" href="__ORBITA_SITE_URL__${canonical}" />`;
  const card = canonical === null ? '' : `<meta property="og:url" content="__ORBITA_SITE_URL__${canonical}" />`;
  return `<!doctype html><html lang="it"><head><title>${title}</title>${link}${card}</head><body><div id="root"></div>${'<!-- app -->'.repeat(100)}</body></html>`;
}

/** The stand-in build's pages, sitemap and robots.txt, in the layout of frontend/dist/pages/. */
function writePages(html: string): void {
  const pages = path.join(html, 'pages');
  mkdirSync(path.join(pages, 'tools'), { recursive: true });
  writeFileSync(path.join(pages, 'index.html'), page('Orbita · Strumenti quotidiani', '/'));
  writeFileSync(path.join(pages, 'tools.html'), page('Strumenti · Orbita', '/tools'));
  writeFileSync(path.join(pages, 'tools', 'date-calculator.html'), page('Calcolatore di date · Orbita', '/tools/date-calculator'));
  writeFileSync(path.join(pages, '404.html'), page('Pagina non trovata · Orbita', null));
  const locations = ['/', '/tools', '/tools/date-calculator'].map((p) => `  <url><loc>__ORBITA_SITE_URL__${p}</loc></url>`);
  writeFileSync(
    path.join(pages, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${locations.join('\n')}\n</urlset>\n`,
  );
  writeFileSync(path.join(pages, 'robots.txt'), 'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: __ORBITA_SITE_URL__/sitemap.xml\n');
}

/** The image's start script (deploy/nginx/site-url.sh), writing ORBITA_SITE_URL where the configuration reads it. */
function runSiteUrlScript(file: string, siteUrl: string | undefined) {
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', ...(siteUrl === undefined ? {} : { ORBITA_SITE_URL: siteUrl }) };
  return spawnSync('sh', [path.join(ROOT, 'deploy/nginx/site-url.sh'), file], { env, encoding: 'utf8' });
}

/** The frontend's real site configuration, on a free port, over a small stand-in for the Vite build. */
function prepareSite(folder: string, port: number, siteUrl: string | undefined): string {
  const html = path.join(folder, 'html');
  mkdirSync(path.join(html, 'assets'), { recursive: true });
  writeFileSync(path.join(html, 'index.html'), `<!doctype html><title>Orbita</title>${'<!-- app -->'.repeat(100)}`);
  writeFileSync(path.join(html, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(html, 'assets', 'index-3f9a1c.js'), `console.log("orbita");\n`.repeat(200));
  writePages(html);
  const siteUrlFile = path.join(folder, 'orbita-site-url.conf');
  const written = runSiteUrlScript(siteUrlFile, siteUrl);
  if (written.status !== 0) throw new Error(`site-url.sh failed: ${written.stderr}`);
  const config = readFileSync(path.join(ROOT, 'deploy/nginx/default.conf'), 'utf8');
  if (!config.includes('include /tmp/orbita-site-url.conf;')) throw new Error('default.conf no longer reads /tmp/orbita-site-url.conf');
  const site = config
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replace('root /usr/share/nginx/html;', `root ${html};`)
    .replace('include /tmp/orbita-site-url.conf;', `include ${siteUrlFile};`);
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

/** nginx over its own stand-in site, with ORBITA_SITE_URL set or not. */
async function startNginx(siteUrl: string | undefined): Promise<{ port: number; stop: () => Promise<void> }> {
  const folder = mkdtempSync(path.join(tmpdir(), 'orbita-nginx-'));
  const port = await freePort();
  const nginx = spawn(nginxBinary()!, ['-e', path.join(folder, 'error.log'), '-c', prepareSite(folder, port, siteUrl)], { stdio: 'ignore' });
  await waitForPort(port, nginx);
  const stop = async () => {
    if (nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  };
  return { port, stop };
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describeWithTools("The frontend's nginx configuration", ['nginx'], () => {
  let port: number;
  let unconfigured: { port: number; stop: () => Promise<void> };
  let stop: () => Promise<void>;
  beforeAll(async () => {
    // With a trailing slash, as an operator may write it.
    ({ port, stop } = await startNginx(`${SITE_URL}/`));
    unconfigured = await startNginx(undefined);
  });
  afterAll(async () => {
    await stop();
    await unconfigured.stop();
  });

  it("answers a tool's address with its own prerendered page: its title, and its canonical address on ORBITA_SITE_URL", async () => {
    for (const route of ['/tools/date-calculator', '/tools/date-calculator/', '/tools/date-calculator?da=2025-01-01']) {
      const answer = await plain(port, route);
      expect([route, answer.status, answer.headers['content-type'], answer.headers['cache-control']]).toEqual([
        route, 200, 'text/html; charset=utf-8', 'no-cache',
      ]);
      expect([titleOf(answer.body), canonicalOf(answer.body)]).toEqual(['Calcolatore di date · Orbita', `${SITE_URL}/tools/date-calculator`]);
      expect(answer.body).toContain(`<meta property="og:url" content="${SITE_URL}/tools/date-calculator" />`);
      expect(answer.body).not.toContain('__ORBITA_SITE_URL__');
    }
    const home = await plain(port, '/');
    expect([home.status, titleOf(home.body), canonicalOf(home.body)]).toEqual([200, 'Orbita · Strumenti quotidiani', `${SITE_URL}/`]);
    expect(titleOf((await plain(port, '/tools')).body)).toBe('Strumenti · Orbita');
  });

  it("answers an unknown address with the site's 404 page and status 404, revalidated", async () => {
    for (const route of ['/strumenti/bmi', '/tools/oroscopo', '/404', '/index', '/pages/tools.html', '/pages/404.html']) {
      const answer = await plain(port, route);
      expect([route, answer.status, answer.headers['content-type'], answer.headers['cache-control']]).toEqual([
        route, 404, 'text/html; charset=utf-8', 'no-cache',
      ]);
      expect([route, titleOf(answer.body)]).toEqual([route, 'Pagina non trovata · Orbita']);
    }
  });

  it('lists the pages in sitemap.xml by their absolute address on ORBITA_SITE_URL', async () => {
    const answer = await plain(port, '/sitemap.xml');
    expect([answer.status, answer.headers['content-type'], answer.headers['cache-control']]).toEqual([200, 'application/xml; charset=utf-8', 'no-cache']);
    const locations = [...answer.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([`${SITE_URL}/`, `${SITE_URL}/tools`, `${SITE_URL}/tools/date-calculator`]);
  });

  it('points robots.txt to the sitemap on ORBITA_SITE_URL', async () => {
    const answer = await plain(port, '/robots.txt');
    expect([answer.status, answer.headers['content-type'], answer.headers['cache-control']]).toEqual([200, 'text/plain; charset=utf-8', 'no-cache']);
    expect(answer.body).toMatch(/^Sitemap: https:\/\/orbita\.example\.it\/sitemap\.xml$/m);
    expect(answer.body).toMatch(/^Disallow: \/admin$/m);
  });

  it('without ORBITA_SITE_URL, writes the address the gateway says the visitor came to, if it is a host', async () => {
    const forwarded = { 'x-forwarded-host': 'orbita.local:8185', 'x-forwarded-proto': 'https' };
    expect(canonicalOf((await plain(unconfigured.port, '/tools', forwarded)).body)).toBe('https://orbita.local:8185/tools');
    expect((await plain(unconfigured.port, '/robots.txt', forwarded)).body).toContain('Sitemap: https://orbita.local:8185/sitemap.xml');
    const hostile = await plain(unconfigured.port, '/tools', { 'x-forwarded-host': '"><script>alert(1)</script>' });
    expect(canonicalOf(hostile.body)).toBe(`http://127.0.0.1:${unconfigured.port}/tools`);
  });

  it('refuses at start an ORBITA_SITE_URL that is no address, in Italian', () => {
    for (const bad of ['orbita.example.it', 'https://orbita.example.it/";', 'https://$host']) {
      const result = runSiteUrlScript(path.join(tmpdir(), `orbita-site-url-refused-${process.pid}.conf`), bad);
      expect([bad, result.status]).toEqual([bad, 1]);
      expect(result.stderr).toContain('ORBITA_SITE_URL non valido');
    }
  });

  it('serves the build\'s other files as they are, revalidated', async () => {
    const answer = await plain(port, '/favicon.svg');
    expect([answer.status, answer.headers['content-type'], answer.headers['cache-control']]).toEqual([200, 'image/svg+xml', 'no-cache']);
  });

  it('keeps hashed assets for a year, compressed', async () => {
    const answer = await get(port, '/assets/index-3f9a1c.js');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-encoding']).toBe('gzip');
  });

  it('answers 404 for a missing asset instead of the page, and does not let it be cached for a year', async () => {
    const answer = await plain(port, '/assets/index-gone.js');
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toBeUndefined();
    expect(answer.body).not.toContain('Pagina non trovata');
  });

  it('compresses the page and answers the health check', async () => {
    expect((await get(port, '/')).headers['content-encoding']).toBe('gzip');
    expect((await get(port, '/tools/date-calculator')).headers['content-encoding']).toBe('gzip');
    expect((await get(port, '/healthz')).status).toBe(200);
  });
});
