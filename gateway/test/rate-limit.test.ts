import type { FastifyInstance } from 'fastify';
import { createService, MemoryBus } from '@orbita/service-kit';
import { createTestKv } from '@orbita/service-kit/testing';
import { gatewayService } from '@orbita/gateway';

let gateway: FastifyInstance;

let kv: Awaited<ReturnType<typeof createTestKv>>;

beforeAll(async () => {
  kv = await createTestKv();
  const unused = 'http://127.0.0.1:1';
  gateway = await createService(gatewayService, {
    env: {
      TOOLS_SERVICE_URL: unused,
      SUGGESTIONS_SERVICE_URL: unused,
      CONTACTS_SERVICE_URL: unused,
      ADMIN_AUTH_SERVICE_URL: unused,
      AI_VISION_SERVICE_URL: unused,
      RATE_LIMIT_PER_MINUTE: '3',
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
});

function call(remoteAddress: string) {
  return gateway.inject({ method: 'GET', url: '/api/suggestions', remoteAddress });
}

describe('gateway: per-address rate limit kept in Redis', () => {
  it('answers an Italian 429 with Retry-After past the limit, for that address only', async () => {
    for (let i = 0; i < 3; i += 1) expect((await call('198.51.100.1')).statusCode).not.toBe(429);
    const limited = await call('198.51.100.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Troppe richieste: riprova tra qualche istante', code: 'TOO_MANY_REQUESTS' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('198.51.100.2')).statusCode).not.toBe(429);
  });
});
