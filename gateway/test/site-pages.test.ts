import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { createService, MemoryBus, MemoryKv } from '@orbita/service-kit';
import { gatewayService } from '@orbita/gateway';
import { pagePathOf } from '../src/site-pages.js';

/** A build in the shape frontend/scripts/prerender.ts writes: the shell, and the pages with their index. */
function writeBuild(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'orbita-pages-'));
  mkdirSync(path.join(dist, 'pages', 'tools'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="it"><title>Orbita</title></html>');
  const page = (title: string, canonical: string | null) =>
    `<!doctype html><html lang="it"><head><title>${title}</title>` +
    (canonical ? `<link rel="canonical" href="__ORBITA_SITE_URL__${canonical}" />` : '') +
    '</head><body><div id="root"></div></body></html>';
  writeFileSync(path.join(dist, 'pages', 'index.html'), page('Orbita · Strumenti quotidiani', '/'));
  writeFileSync(path.join(dist, 'pages', 'tools.html'), page('Strumenti · Orbita', '/tools'));
  writeFileSync(path.join(dist, 'pages', 'tools', 'bmi-calculator.html'), page('Calcolatore BMI · Orbita', '/tools/bmi-calculator'));
  writeFileSync(path.join(dist, 'pages', 'admin.html'), page('Area amministrativa · Orbita', '/admin'));
  writeFileSync(path.join(dist, 'pages', '404.html'), page('Pagina non trovata · Orbita', null));
  const index = {
    pages: [
      { path: '/', file: 'index.html', indexable: true },
      { path: '/tools', file: 'tools.html', indexable: true },
      { path: '/tools/bmi-calculator', file: 'tools/bmi-calculator.html', indexable: true },
      { path: '/admin', file: 'admin.html', indexable: false },
    ],
    notFound: '404.html',
  };
  writeFileSync(path.join(dist, 'pages', 'pages.json'), JSON.stringify(index));
  return dist;
}

async function startGateway(dist: string, siteUrl?: string, frontendUrl?: string): Promise<FastifyInstance> {
  const unused = 'http://127.0.0.1:1';
  const gateway = await createService(gatewayService, {
    env: {
      TOOLS_SERVICE_URL: unused,
      SUGGESTIONS_SERVICE_URL: unused,
      CONTACTS_SERVICE_URL: unused,
      ADMIN_AUTH_SERVICE_URL: unused,
      AI_VISION_SERVICE_URL: unused,
      FRONTEND_DIST: dist,
      ...(siteUrl ? { ORBITA_SITE_URL: siteUrl } : {}),
      ...(frontendUrl ? { FRONTEND_URL: frontendUrl } : {}),
    },
    kv: new MemoryKv(),
    bus: new MemoryBus(),
    logger: false,
  });
  await gateway.ready();
  return gateway;
}

const dist = writeBuild();
let gateway: FastifyInstance;
let unconfigured: FastifyInstance;

beforeAll(async () => {
  gateway = await startGateway(dist, 'https://orbita.example.it/');
  unconfigured = await startGateway(dist);
});

afterAll(async () => {
  await gateway.close();
  await unconfigured.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('gateway: each page its own HTML, for search engines and shared links', () => {
  it('answers each page with its own title and canonical address on ORBITA_SITE_URL', async () => {
    const tool = await gateway.inject({ url: '/tools/bmi-calculator' });
    expect(tool.statusCode).toBe(200);
    expect(tool.headers['content-type']).toMatch(/text\/html/);
    expect(tool.headers['cache-control']).toBe('no-cache');
    expect(tool.body).toContain('<title>Calcolatore BMI · Orbita</title>');
    expect(tool.body).toContain('<link rel="canonical" href="https://orbita.example.it/tools/bmi-calculator" />');
    expect((await gateway.inject({ url: '/' })).body).toContain('<title>Orbita · Strumenti quotidiani</title>');
  });

  it('reads an address as the app does: any case, trailing slashes, a query', async () => {
    for (const url of ['/TOOLS/', '/tools?categoria=Produttivit%C3%A0', '/tools//']) {
      const response = await gateway.inject({ url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.body).toContain('<title>Strumenti · Orbita</title>');
    }
  });

  it('opens the page for a broken link with a control character in its query, never a JSON refusal', async () => {
    const response = await gateway.inject({ url: '/tools/bmi-calculator?altezza=abc&peso=%00' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<title>Calcolatore BMI · Orbita</title>');
  });

  it('answers an unknown address with the site’s 404 page and status 404', async () => {
    for (const url of ['/pagina-che-non-esiste', '/tools/oroscopo', '/pages/tools.html', '/tools/%00']) {
      const response = await gateway.inject({ url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<title>Pagina non trovata · Orbita</title>');
    }
  });

  it('lists every indexable page in sitemap.xml by its absolute address, and not the administration', async () => {
    const response = await gateway.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/xml/);
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(['https://orbita.example.it/', 'https://orbita.example.it/tools', 'https://orbita.example.it/tools/bmi-calculator']);
  });

  it('points robots.txt to the sitemap and keeps crawlers out of the administration and the API', async () => {
    const response = await gateway.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    expect(response.body).toContain('Sitemap: https://orbita.example.it/sitemap.xml');
    expect(response.body).toMatch(/^Disallow: \/admin$/m);
    expect(response.body).toMatch(/^Disallow: \/api\/$/m);
  });

  it('without ORBITA_SITE_URL, writes the address the request came to', async () => {
    const response = await unconfigured.inject({ url: '/tools', headers: { host: 'orbita.local:8185' } });
    expect(response.body).toContain('<link rel="canonical" href="http://orbita.local:8185/tools" />');
    expect((await unconfigured.inject({ url: '/robots.txt', headers: { host: 'orbita.local:8185' } })).body).toContain(
      'Sitemap: http://orbita.local:8185/sitemap.xml',
    );
  });

  it('still refuses control characters on the API', async () => {
    const response = await gateway.inject({ url: '/api/suggestions?category=%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_CHARACTERS' });
  });
});

describe('gateway: in front of the frontend container', () => {
  it('tells its nginx the address the visitor came to, not one the client claimed', async () => {
    // The frontend container writes this address into the pages when ORBITA_SITE_URL is unset there.
    const seen: IncomingHttpHeaders[] = [];
    const frontend = createServer((request, response) => {
      seen.push(request.headers);
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Orbita</title>');
    });
    await new Promise<void>((resolve) => frontend.listen(0, '127.0.0.1', resolve));
    const proxying = await startGateway(dist, undefined, `http://127.0.0.1:${(frontend.address() as AddressInfo).port}`);
    try {
      const response = await proxying.inject({
        url: '/tools/bmi-calculator',
        headers: { host: 'orbita.local:8185', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      });
      expect(response.statusCode).toBe(200);
      expect(seen.map((headers) => [headers['x-forwarded-host'], headers['x-forwarded-proto']])).toEqual([['orbita.local:8185', 'http']]);
    } finally {
      await proxying.close();
      await new Promise((resolve) => frontend.close(resolve));
    }
  });
});

describe('the page an address names', () => {
  it('is always «/» followed by a lower-case path without a trailing slash, or none', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const found = pagePathOf(`/${text}`);
        if (found === null) return;
        expect(found.startsWith('/')).toBe(true);
        expect(found).toBe(found.toLowerCase());
        expect(found === '/' || !found.endsWith('/')).toBe(true);
      }),
    );
    expect(pagePathOf('/Tools/BMI-calculator/?a=1#x')).toBe('/tools/bmi-calculator');
    expect(pagePathOf('/%E0%A4%A')).toBeNull();
  });
});
