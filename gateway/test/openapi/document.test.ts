import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { API, type ApiName, buildOpenApiDocument, openApiPath, ROUTES, schemasFor, SERVICE_NAMES, SERVICES } from '@orbita/proto-types';
import { createService, MemoryBus, type Kv } from '@orbita/service-kit';
import { createTestKv } from '@orbita/service-kit/testing';
import { gatewayService } from '@orbita/gateway';

type Operation = { operationId: string; summary: string; requestBody?: { content: Record<string, { examples?: unknown }> }; security?: unknown[]; responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, unknown> }> };
const document = buildOpenApiDocument() as { openapi: string; paths: Record<string, Record<string, Operation>> };
const VALIDATOR = fileURLToPath(new URL('./validate-openapi.mjs', import.meta.url));

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 by a standard validator', () => {
    const verdict = JSON.parse(execFileSync(process.execPath, [VALIDATOR], { input: JSON.stringify(document) }).toString()) as {
      valid: boolean;
      errors?: unknown;
    };
    expect(verdict).toEqual({ valid: true });
    expect(document.openapi).toBe('3.1.0');
  });

  it('lists exactly the rows of the route table, paths with {id}', () => {
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(ROUTES.map((route) => `${route.method} ${openApiPath(route.path)}`).sort());
    expect(document.paths['/api/suggestions/{id}/vote']).toHaveProperty('post');
  });

  it('has the schemas of every row that takes input or answers JSON', () => {
    const without = (Object.keys(API) as ApiName[]).filter((name) => schemasFor(name) === undefined);
    expect(without).toEqual([]);
  });

  it('names every call in Italian and gives every JSON body an Italian example', () => {
    for (const route of ROUTES) {
      const operation = document.paths[openApiPath(route.path)]![route.method.toLowerCase()]!;
      expect([route.path, operation.summary === operation.operationId]).toEqual([route.path, false]);
      const json = operation.requestBody?.content['application/json'];
      if (json) expect([route.path, json.examples]).toEqual([route.path, expect.objectContaining({ esempio: expect.anything() })]);
    }
  });

  it('asks the bearer token on the admin calls only, and documents their 401', () => {
    for (const route of ROUTES) {
      const operation = document.paths[openApiPath(route.path)]![route.method.toLowerCase()]!;
      expect([route.path, operation.security]).toEqual([route.path, route.access === 'admin' ? [{ bearer: [] }] : undefined]);
      if (route.access === 'admin') expect(operation.responses).toHaveProperty('401');
    }
  });

  it('documents a 2xx and {error, code} answers with their codes on every call', () => {
    for (const route of ROUTES) {
      const { responses } = document.paths[openApiPath(route.path)]![route.method.toLowerCase()]!;
      expect([route.path, Object.keys(responses).some((status) => status.startsWith('2'))]).toEqual([route.path, true]);
      const tooMany = JSON.stringify(responses['429'] ?? responses['4XX']);
      expect(tooMany).toContain('#/components/schemas/ErrorBody');
      expect(tooMany).toContain('GATEWAY_BUDGET_EXCEEDED');
    }
  });

  it('documents Link paging and ETag on the lists', () => {
    const list = document.paths['/api/admin/contacts']!.get!;
    expect(Object.keys(list.responses['200']!.headers!)).toEqual(expect.arrayContaining(['Link', 'ETag']));
    expect(list.responses).toHaveProperty('304');
    expect(Object.keys(document.paths['/api/suggestions']!.get!.responses['200']!.headers!)).toEqual(expect.arrayContaining(['Link', 'ETag']));
  });
});

describe('the gateway serves the document and its viewer', () => {
  let kv: Kv;
  let gateway: FastifyInstance;

  beforeAll(async () => {
    kv = await createTestKv();
    const upstreams = Object.fromEntries(SERVICE_NAMES.map((name) => [SERVICES[name].urlVariable, 'http://127.0.0.1:1']));
    gateway = await createService(gatewayService, { env: upstreams, kv, bus: new MemoryBus(), logger: false });
    await gateway.ready();
  });
  afterAll(async () => {
    await gateway?.close();
    await kv?.close();
  });

  it('answers /api/openapi.json with a Cache-Control and an ETag, and 304 to a repeat', async () => {
    const first = await gateway.inject({ url: '/api/openapi.json' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('application/json');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    expect(first.json()).toEqual(document);
    const repeat = await gateway.inject({ url: '/api/openapi.json', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.body).toBe('');
  });

  it('answers /api/docs in Italian with the site CSP, no inline script, and its files load', async () => {
    const page = await gateway.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // WebAssembly may compile (the HEIC decoder of the image tools); no inline script, no eval.
    expect(page.headers['content-security-policy']).not.toMatch(/'unsafe-(inline|eval|hashes)'/);
    expect(page.body).toContain('<html lang="it">');
    expect(page.body).toContain('<title>API per sviluppatori · Orbita</title>');
    expect(page.body).not.toMatch(/<script>|<script [^>]*>[^<]/);
    const assets = [...page.body.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map((match) => match[1]!);
    expect(assets).toHaveLength(4);
    for (const asset of assets) {
      const response = await gateway.inject({ url: asset });
      expect([asset, response.statusCode]).toEqual([asset, 200]);
      expect(response.body.length).toBeGreaterThan(100);
    }
    expect((await gateway.inject({ url: '/api/docs/assets/package.json' })).statusCode).toBe(404);
  });
});
