import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createService, MemoryBus } from '@orbita/service-kit';
import { captureLog, createTestKv } from '@orbita/service-kit/testing';
import { gatewayService } from '@orbita/gateway';
import { ed25519KeyPair } from './tokens.js';

/** A stand-in for the tools service that can go away and come back on the same port. */
const tools = http.createServer((_request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ currencies: [] }));
});
const log = captureLog();
let kv: Awaited<ReturnType<typeof createTestKv>>;
let gateway: FastifyInstance;
let port: number;

const listen = () => new Promise<void>((resolve) => tools.listen(port, '127.0.0.1', () => resolve()));
const stop = () =>
  new Promise<void>((resolve) => {
    tools.closeAllConnections();
    tools.close(() => resolve());
  });
const currencies = () => gateway.inject({ method: 'GET', url: '/api/currencies' });

beforeAll(async () => {
  port = 0;
  await listen();
  port = (tools.address() as AddressInfo).port;
  kv = await createTestKv();
  gateway = await createService(gatewayService, {
    env: {
      TOOLS_SERVICE_URL: `http://127.0.0.1:${port}`,
      SUGGESTIONS_SERVICE_URL: 'http://127.0.0.1:1',
      CONTACTS_SERVICE_URL: 'http://127.0.0.1:1',
      ADMIN_AUTH_SERVICE_URL: 'http://127.0.0.1:1',
      AI_VISION_SERVICE_URL: 'http://127.0.0.1:1',
      ADMIN_JWT_PUBLIC_KEY: ed25519KeyPair().publicKeyPem,
    },
    kv,
    bus: new MemoryBus(),
    logger: log.logger,
  });
  await gateway.ready();
});

afterAll(async () => {
  await gateway.close();
  await kv.close();
  if (tools.listening) await stop();
});

describe('gateway: a service that goes away', () => {
  it('logs the outage once when it starts and once when it ends, whatever the requests between', async () => {
    expect((await currencies()).statusCode).toBe(200);
    await stop();
    for (let i = 0; i < 20; i += 1) expect((await currencies()).json().code).toBe('UPSTREAM_UNAVAILABLE');
    expect(log.withMessage('tools unavailable')).toHaveLength(1);
    expect(log.withMessage('tools unavailable')[0]).toMatchObject({ dependency: 'tools', level: 40 });
    expect(log.withMessage('upstream failed')).toEqual([]);

    await listen();
    expect((await currencies()).statusCode).toBe(200);
    expect((await currencies()).statusCode).toBe(200);
    expect(log.withMessage('tools available again')).toHaveLength(1);
    expect(log.withMessage('tools available again')[0]).toMatchObject({ dependency: 'tools', downForMs: expect.any(Number) });
  });
});
