import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ROUTES, SERVICES, SERVICE_NAMES } from '@orbita/proto-types';
import { createService, MemoryBus } from '@orbita/service-kit';
import { createTestKv, startTestService, type TestService } from '@orbita/service-kit/testing';
import { gatewayService } from '@orbita/gateway';
import { toolsService } from '@orbita/tools';
import { claims, ed25519KeyPair, eddsaToken, hs256WithPublicKey, unsignedToken } from './tokens.js';

const keys = ed25519KeyPair();
let tools: TestService;
let slow: http.Server;
let echo: http.Server;
let gateway: FastifyInstance;
const echoed: http.IncomingHttpHeaders[] = [];
/** The gateway-side port of the connection each request reached the echo service on. */
const echoPorts: number[] = [];

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

let kv: Awaited<ReturnType<typeof createTestKv>>;

beforeAll(async () => {
  kv = await createTestKv();
  tools = await startTestService(toolsService);
  await tools.app.listen({ host: '127.0.0.1', port: 0 });
  const toolsUrl = `http://127.0.0.1:${(tools.app.server.address() as AddressInfo).port}`;
  slow = http.createServer(() => undefined);
  echo = http.createServer((req, res) => {
    echoed.push(req.headers);
    echoPorts.push(req.socket.remotePort ?? 0);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ contacts: [] }));
  });
  const [slowUrl, echoUrl] = await Promise.all([listen(slow), listen(echo)]);
  gateway = await createService(gatewayService, {
    env: {
      TOOLS_SERVICE_URL: toolsUrl,
      SUGGESTIONS_SERVICE_URL: 'http://127.0.0.1:1',
      CONTACTS_SERVICE_URL: echoUrl,
      ADMIN_AUTH_SERVICE_URL: echoUrl,
      AI_VISION_SERVICE_URL: slowUrl,
      ADMIN_JWT_PUBLIC_KEY: keys.publicKeyPem,
      UPSTREAM_TIMEOUT_MS: '300',
    },
    kv,
    bus: new MemoryBus(),
    logger: false,
  });
  await gateway.ready();
});

afterAll(async () => {
  await gateway.close();
  await kv.close();
  await tools.close();
  slow.closeAllConnections();
  slow.close();
  echo.close();
});

describe('gateway: proxying', () => {
  it('answers a tool call through the tools service', async () => {
    const response = await gateway.inject({
      method: 'POST',
      url: '/api/convert-number',
      payload: { number: 'FF', fromBase: 16, toBase: 2 },
      headers: { 'x-request-id': 'trace-me-123' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().converted.number).toBe('11111111');
    // The gateway's own id, not the client's: a client could forge or merge log lines with it.
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('passes the service\'s Italian validation errors through', async () => {
    const response = await gateway.inject({
      method: 'POST',
      url: '/api/convert-number',
      headers: { 'content-type': 'application/json' },
      payload: '{"number":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Il corpo della richiesta non è un JSON valido', code: 'INVALID_JSON' });
  });

  it('answers an unknown API path with an Italian 404', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Percorso non trovato: GET /api/does-not-exist', code: 'NOT_FOUND' });
  });

  it('answers 405 with Allow for a method the route table does not list on one of its paths', async () => {
    const response = await gateway.inject({ method: 'DELETE', url: '/api/suggestions' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.json()).toEqual({
      error: 'Metodo DELETE non consentito su questo percorso: usa GET, HEAD',
      code: 'METHOD_NOT_ALLOWED',
    });
    const wrongMethod = await gateway.inject({ method: 'PATCH', url: '/api/convert-number', payload: { number: '1' } });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('POST');
  });

  it('says in Italian that a service is down (503) or too slow (504)', async () => {
    const down = await gateway.inject({ method: 'GET', url: '/api/suggestions' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      error: 'Servizio momentaneamente non disponibile: riprova tra poco',
      code: 'UPSTREAM_UNAVAILABLE',
    });
    const slowAnswer = await gateway.inject({ method: 'GET', url: '/api/analyze-food/status' });
    expect(slowAnswer.statusCode).toBe(504);
    expect(slowAnswer.json().code).toBe('UPSTREAM_TIMEOUT');
  });

  it('refuses a JSON body above the tool\'s 8 KB with an Italian 413', async () => {
    const response = await gateway.inject({
      method: 'POST',
      url: '/api/convert-number',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ number: '1'.repeat(1024 * 1024 + 10), fromBase: 10, toBase: 2 }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'La richiesta è troppo grande: il massimo è 8 KB', code: 'GATEWAY_PAYLOAD_TOO_LARGE' });
  });

  it('leaves API answers uncompressed: compression is for the frontend files', async () => {
    const response = await gateway.inject({
      method: 'POST',
      url: '/api/convert-number',
      headers: { 'accept-encoding': 'br, gzip' },
      payload: { number: '9'.repeat(500), fromBase: 10, toBase: 2 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.length).toBeGreaterThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('reaches a service over one kept-alive connection, whichever of its paths is called', async () => {
    echoPorts.length = 0;
    const token = `Bearer ${eddsaToken(keys.privateKey)}`;
    await gateway.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'a', password: 'b' } });
    await gateway.inject({ method: 'GET', url: '/api/admin/contacts', headers: { authorization: token } });
    await gateway.inject({ method: 'POST', url: '/api/contact', payload: { name: 'a', email: 'a@b.it', message: 'c' } });
    expect(echoPorts).toHaveLength(3);
    expect(new Set(echoPorts).size).toBe(1);
  });

  it('sends the security headers on every answer', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const page = await gateway.inject({ method: 'GET', url: '/no-such-page' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain("img-src 'self' data:");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('gateway: admin tokens', () => {
  const adminUrl = '/api/admin/contacts';

  it.each([
    ['no token', undefined],
    ['a malformed header', 'Token abc'],
    ['a forged signature', `Bearer ${eddsaToken(ed25519KeyPair().privateKey)}`],
    ['alg none', `Bearer ${unsignedToken()}`],
    ['HS256 signed with the public key', `Bearer ${hs256WithPublicKey(keys.publicKeyPem)}`],
    ['an expired token', `Bearer ${eddsaToken(keys.privateKey, claims({ iat: 1000, exp: 2000 }))}`],
    ['another audience', `Bearer ${eddsaToken(keys.privateKey, claims({ aud: 'someone-else' }))}`],
  ])('refuses %s with an Italian 401', async (_case, authorization) => {
    const response = await gateway.inject({
      method: 'GET',
      url: adminUrl,
      headers: authorization ? { authorization } : {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
    expect(response.json().error).toMatch(/login/);
  });

  it('lets a valid token through, naming the admin to the service and dropping a client-sent name', async () => {
    echoed.length = 0;
    const response = await gateway.inject({
      method: 'GET',
      url: adminUrl,
      headers: { authorization: `Bearer ${eddsaToken(keys.privateKey)}`, 'x-orbita-admin': 'mallory' },
    });
    expect(response.statusCode).toBe(200);
    expect(echoed[0]?.['x-orbita-admin']).toBe('admin');
  });

  it('lets login through without a token', async () => {
    const response = await gateway.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'a', password: 'b' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('gateway: route table', () => {
  it('serves every path and method of the route table', () => {
    for (const route of ROUTES) {
      expect(gateway.hasRoute({ method: route.method, url: route.path })).toBe(true);
    }
  });

  it('knows an address variable for every service', () => {
    expect(SERVICE_NAMES.map((name) => SERVICES[name].urlVariable)).toHaveLength(5);
  });
});

describe('gateway: client address', () => {
  it('tells the service the address it saw, not one the client claims', async () => {
    echoed.length = 0;
    await gateway.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'a', password: 'b' },
      headers: { 'x-forwarded-for': '6.6.6.6' },
      remoteAddress: '203.0.113.7',
    });
    expect(echoed[0]?.['x-forwarded-for']).toBe('203.0.113.7');
  });

  it('tells the service the protocol and host it saw, not those the client claims', async () => {
    echoed.length = 0;
    await gateway.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'a', password: 'b' },
      headers: { host: 'orbita.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example', forwarded: 'proto=https;host=evil.example' },
      remoteAddress: '203.0.113.7',
    });
    expect(echoed[0]?.['x-forwarded-proto']).toBe('http');
    expect(echoed[0]?.['x-forwarded-host']).toBe('orbita.example');
    expect(echoed[0]?.forwarded).toBeUndefined();
  });
});
