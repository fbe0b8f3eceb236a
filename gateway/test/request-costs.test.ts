import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { HEAVY_WEIGHT } from '@orbita/proto-types';
import { createService, MemoryBus } from '@orbita/service-kit';
import { createTestKv, startTestService, type TestService } from '@orbita/service-kit/testing';
import { gatewayService } from '@orbita/gateway';
import { toolsService } from '@orbita/tools';
import { send } from './fuzz/raw-http.js';

let kv: Awaited<ReturnType<typeof createTestKv>>;
let tools: TestService;
/** Stands in for the contacts service and records every request that reaches it. */
let recorder: http.Server;
const reached: string[] = [];

async function gatewayWith(settings: Record<string, string>): Promise<FastifyInstance> {
  await tools.app.ready();
  const toolsUrl = `http://127.0.0.1:${(tools.app.server.address() as AddressInfo).port}`;
  const recorderUrl = `http://127.0.0.1:${(recorder.address() as AddressInfo).port}`;
  const gateway = await createService(gatewayService, {
    env: {
      TOOLS_SERVICE_URL: toolsUrl,
      SUGGESTIONS_SERVICE_URL: 'http://127.0.0.1:1',
      CONTACTS_SERVICE_URL: recorderUrl,
      ADMIN_AUTH_SERVICE_URL: 'http://127.0.0.1:1',
      AI_VISION_SERVICE_URL: 'http://127.0.0.1:1',
      ...settings,
    },
    kv,
    bus: new MemoryBus(),
    logger: false,
  });
  await gateway.listen({ host: '127.0.0.1', port: 0 });
  return gateway;
}

beforeAll(async () => {
  kv = await createTestKv();
  tools = await startTestService(toolsService);
  await tools.app.listen({ host: '127.0.0.1', port: 0 });
  recorder = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      reached.push(`${request.method} ${request.url}`);
      response.writeHead(201, { 'content-type': 'application/json' }).end('{"id":"x"}');
    });
  });
  await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await tools.close();
  await kv.close();
  recorder.close();
});

const nested = (depth: number) => `{"iban":"IT60X0542811101000000123456","x":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;

describe('gateway: each route\'s body limit, before anything is parsed', () => {
  let gateway: FastifyInstance;
  beforeAll(async () => {
    gateway = await gatewayWith({});
  });
  afterAll(async () => await gateway.close());
  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    gateway.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

  it('refuses a 1 MB JSON body to a tool with an Italian 413 naming the tool\'s limit, unread', async () => {
    const body = `{"iban":"IT60X0542811101000000123456","x":[${Array(250_000).fill('"a"').join(',')}]}`;
    const answer = await post('/api/check-iban', body);
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ error: 'La richiesta è troppo grande: il massimo è 8 KB', code: 'GATEWAY_PAYLOAD_TOO_LARGE' });
    expect(answer.headers.connection).toBe('close');
  });

  it('lets through the largest request a tool takes: a QR Code of 7,089 digits', async () => {
    const qr = { text: '7'.repeat(7089), size: 1000, color: '#000000', backgroundColor: '#FFFFFF', errorCorrectionLevel: 'L' };
    const answer = await post('/api/generate-qr', JSON.stringify(qr));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().text).toHaveLength(7089);
  });

  it('refuses JSON nested deeper than any request of the API with an Italian 400, and forwards nothing', async () => {
    const deep = await post('/api/contact', `{"name":"Mario","email":"m@esempio.it","message":${'['.repeat(5000)}${']'.repeat(5000)}}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({ error: 'La richiesta JSON è annidata troppo in profondità: al massimo 8 livelli', code: 'GATEWAY_JSON_TOO_DEEP' });
    expect((await post('/api/check-iban', nested(9))).json().code).toBe('GATEWAY_JSON_TOO_DEEP');
    expect(reached).toEqual([]);
  });

  it('forwards JSON within the depth, and does not count brackets inside strings', async () => {
    expect((await post('/api/check-iban', nested(8))).statusCode).toBe(200);
    const bracketed = await post('/api/check-iban', JSON.stringify({ iban: `IT60X0542811101000000123456`, note: '[[[[[[[[[[{{{{{{{{\\"[[[[' }));
    expect(bracketed.statusCode).toBe(200);
  });

  it('holds a chunked body, which declares no length, to the same limits', async () => {
    const port = (gateway.server.address() as AddressInfo).port;
    const deep = Buffer.from(`{"name":"M","email":"m@esempio.it","message":${'['.repeat(20)}${']'.repeat(20)}}`);
    const headers: Array<[string, string]> = [['Host', 'localhost'], ['Content-Type', 'application/json']];
    const answer = await send(port, { method: 'POST', target: '/api/contact', headers, chunks: [deep.subarray(0, 30), deep.subarray(30)] });
    expect(answer.status).toBe(400);
    const big = Buffer.from(JSON.stringify({ name: 'M', email: 'm@esempio.it', message: 'x'.repeat(40_000) }));
    const tooBig = await send(port, { method: 'POST', target: '/api/contact', headers, chunks: [big.subarray(0, 20_000), big.subarray(20_000)] });
    expect(tooBig.status).toBe(413);
    expect(JSON.parse(tooBig.body.toString())).toEqual({ error: 'La richiesta è troppo grande: il massimo è 32 KB', code: 'GATEWAY_PAYLOAD_TOO_LARGE' });
    expect(reached).toEqual([]);
  });
});

describe('gateway: a budget of weighted requests per address', () => {
  const qr = (n: number) => `/api/generate-qr/download?text=ciao${n}&size=200&color=000000&backgroundColor=FFFFFF&errorCorrectionLevel=M`;

  it('allows 600 cheap calls a minute but refuses most of 600 images, in Italian with Retry-After', async () => {
    const gateway = await gatewayWith({});
    try {
      const cheap: number[] = [];
      for (let i = 0; i < 600; i += 1) cheap.push((await gateway.inject({ method: 'GET', url: '/api/currencies', remoteAddress: '198.51.100.60' })).statusCode);
      expect(cheap.filter((status) => status === 200)).toHaveLength(600);
      const heavy: LightMyRequestResponse[] = [];
      for (let i = 0; i < 600; i += 1) heavy.push(await gateway.inject({ method: 'GET', url: qr(i % 5), remoteAddress: '198.51.100.61' }));
      expect(heavy.filter((a) => a.statusCode === 200)).toHaveLength(1200 / HEAVY_WEIGHT);
      const refused = heavy.find((a) => a.statusCode === 429)!;
      expect(JSON.parse(refused.body)).toEqual({
        error: expect.stringMatching(/^Troppe richieste impegnative \(immagini, file\) da questo indirizzo: riprova tra \d+ second[oi]$/),
        code: 'GATEWAY_BUDGET_EXCEEDED',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await gateway.close();
    }
  }, 60_000);

  it('refuses a heavy request before a cheap one: what is left still buys cheap calls', async () => {
    // Room for ten images and two cheap calls.
    const gateway = await gatewayWith({ REQUEST_BUDGET_PER_MINUTE: String(10 * HEAVY_WEIGHT + 2) });
    const from = (url: string, remoteAddress = '198.51.100.70') => gateway.inject({ method: 'GET', url, remoteAddress });
    try {
      for (let i = 0; i < 10; i += 1) expect((await from(qr(i))).statusCode).toBe(200);
      expect((await from(qr(10))).statusCode).toBe(429);
      for (let i = 0; i < 2; i += 1) expect((await from('/api/currencies')).statusCode).toBe(200);
      expect((await from('/api/currencies')).statusCode).toBe(429);
      expect((await from(qr(0), '198.51.100.71')).statusCode).toBe(200);
    } finally {
      await gateway.close();
    }
  });
});
