import type { FastifyInstance } from 'fastify';
import { createService, MemoryBus } from '@orbita/service-kit';
import { createTestKv } from '@orbita/service-kit/testing';
import { gatewayService } from '@orbita/gateway';

type TestKv = Awaited<ReturnType<typeof createTestKv>>;
const unused = 'http://127.0.0.1:1';

async function startGateway(kv: TestKv, settings: Record<string, string> = {}): Promise<FastifyInstance> {
  const gateway = await createService(gatewayService, {
    env: {
      TOOLS_SERVICE_URL: unused,
      SUGGESTIONS_SERVICE_URL: unused,
      CONTACTS_SERVICE_URL: unused,
      ADMIN_AUTH_SERVICE_URL: unused,
      AI_VISION_SERVICE_URL: unused,
      RATE_LIMIT_PER_MINUTE: '3',
      ...settings,
    },
    kv,
    bus: new MemoryBus(),
    logger: false,
  });
  await gateway.ready();
  return gateway;
}

function call(gateway: FastifyInstance, remoteAddress: string, forwardedFor?: string) {
  const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  return gateway.inject({ method: 'GET', url: '/api/suggestions', remoteAddress, headers });
}

async function statuses(count: number, send: (i: number) => ReturnType<typeof call>): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < count; i += 1) seen.push((await send(i)).statusCode);
  return seen;
}

describe('gateway: per-address rate limit kept in Redis', () => {
  let kv: TestKv;
  let gateway: FastifyInstance;
  beforeAll(async () => {
    kv = await createTestKv();
    gateway = await startGateway(kv);
  });
  afterAll(async () => {
    await gateway.close();
    await kv.close();
  });

  it('answers an Italian 429 with Retry-After past the limit, for that address only', async () => {
    for (let i = 0; i < 3; i += 1) expect((await call(gateway, '198.51.100.1')).statusCode).not.toBe(429);
    const limited = await call(gateway, '198.51.100.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Troppe richieste: riprova tra qualche istante', code: 'TOO_MANY_REQUESTS' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(gateway, '198.51.100.2')).statusCode).not.toBe(429);
  });

  it('trusts no proxy by default: a new X-Forwarded-For on every request, even from loopback, escapes nothing', async () => {
    const seen = await statuses(5, (i) => call(gateway, '127.0.0.1', `203.0.113.${i + 1}`));
    expect(seen.slice(3)).toEqual([429, 429]);
  });
});

describe('gateway behind an ingress (TRUSTED_PROXIES)', () => {
  const ingress = '10.42.0.7';
  let kv: TestKv;
  let gateway: FastifyInstance;
  beforeAll(async () => {
    kv = await createTestKv();
    gateway = await startGateway(kv, { TRUSTED_PROXIES: '10.42.0.0/16' });
  });
  afterAll(async () => {
    await gateway.close();
    await kv.close();
  });

  it('limits the address the ingress forwards, so one visitor does not lock out the others', async () => {
    const first = await statuses(4, () => call(gateway, ingress, '198.51.100.20'));
    expect(first).toEqual([expect.any(Number), expect.any(Number), expect.any(Number), 429]);
    expect(first.slice(0, 3)).not.toContain(429);
    expect((await call(gateway, ingress, '198.51.100.21')).statusCode).not.toBe(429);
  });

  it('reads only the hop the ingress appended: what the client wrote before it is ignored', async () => {
    const seen = await statuses(4, (i) => call(gateway, ingress, `6.6.6.${i}, 198.51.100.30`));
    expect(seen[3]).toBe(429);
  });

  it('believes no forwarded address from a peer outside the trusted range', async () => {
    const seen = await statuses(4, (i) => call(gateway, '198.51.100.40', `203.0.113.${i + 50}`));
    expect(seen[3]).toBe(429);
  });
});
