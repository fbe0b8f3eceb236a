import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createService, MemoryBus, MemoryKv } from '@orbita/service-kit';
import { gatewayService } from '@orbita/gateway';

const dist = mkdtempSync(path.join(os.tmpdir(), 'orbita-dist-'));
/** A script large enough to be worth compressing. */
const bundle = Array.from({ length: 400 }, (_, i) => `export const orbita${i} = "pianeta ${i}";`).join('\n');
let gateway: FastifyInstance;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="it"><title>Orbita</title></html>');
  writeFileSync(path.join(dist, 'assets', 'index-3f2a1b.js'), 'console.log("orbita")');
  writeFileSync(path.join(dist, 'assets', 'bundle-9c8d7e.js'), bundle);
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const unused = 'http://127.0.0.1:1';
  gateway = await createService(gatewayService, {
    env: {
      TOOLS_SERVICE_URL: unused,
      SUGGESTIONS_SERVICE_URL: unused,
      CONTACTS_SERVICE_URL: unused,
      ADMIN_AUTH_SERVICE_URL: unused,
      AI_VISION_SERVICE_URL: unused,
      FRONTEND_DIST: dist,
    },
    kv: new MemoryKv(),
    bus: new MemoryBus(),
    logger: false,
  });
  await gateway.ready();
});

afterAll(async () => {
  await gateway.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('gateway: the frontend build', () => {
  it('serves index.html at / and revalidates it on every visit', async () => {
    const response = await gateway.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<html lang="it">');
  });

  it('answers a client-side route with index.html', async () => {
    const response = await gateway.inject({ url: '/tools/bmi-calculator' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Orbita</title>');
  });

  it('answers a page address with a control character in its query with the page, not a JSON error', async () => {
    // A broken link followed by a person: the page opens with its defaults; JSON refusals are for /api.
    const response = await gateway.inject({ url: '/tools/bmi-calculator?altezza=abc&peso=%00' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<title>Orbita</title>');
  });

  it('still refuses a control character in an API query, in Italian', async () => {
    const response = await gateway.inject({ url: '/api/suggestions?category=%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/carattere non ammesso/);
  });

  it('lets browsers keep hashed assets for a year', async () => {
    const response = await gateway.inject({ url: '/assets/index-3f2a1b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates files that carry no hash', async () => {
    const response = await gateway.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('compresses the files with brotli, or gzip for a browser without it', async () => {
    const brotli = await gateway.inject({ url: '/assets/bundle-9c8d7e.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(bundle.length / 4);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(bundle);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzip = await gateway.inject({ url: '/assets/bundle-9c8d7e.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bundle);

    const plain = await gateway.inject({ url: '/assets/bundle-9c8d7e.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
  });

  it('never answers an unknown API path with the page', async () => {
    const response = await gateway.inject({ url: '/api/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Percorso non trovato: GET /api/nothing', code: 'NOT_FOUND' });
  });
});
