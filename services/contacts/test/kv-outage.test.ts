import type { FastifyInstance } from 'fastify';
import type { ContactMessage } from '@orbita/proto-types';
import { contactsService } from '@orbita/contacts';
import { createService, RedisKv } from '@orbita/service-kit';
import {
  BEHIND_THE_GATEWAY,
  createAdminTokenSigner,
  createTestBus,
  createTestDatabase,
  startPrivateRedis,
  waitFor,
  type PrivateRedisServer,
  type TestBus,
  type TestDatabase,
} from '@orbita/service-kit/testing';
import { freshAddress } from './support.js';

/* The service's KV is a private Redis that the test kills by its PID. */
const signer = createAdminTokenSigner();
let redis: PrivateRedisServer;
let kv: RedisKv;
let bus: TestBus;
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  [redis, bus, database] = await Promise.all([startPrivateRedis(), createTestBus('contacts'), createTestDatabase()]);
  kv = await RedisKv.connect({ url: redis.url });
  app = await createService(contactsService, {
    env: { ...BEHIND_THE_GATEWAY, DATABASE_URL: database.url, ADMIN_JWT_PUBLIC_KEY: signer.publicKeyPem },
    kv,
    bus: bus.bus,
    logger: false,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await kv?.close();
  await bus?.cleanup();
  await database?.drop();
  await redis?.destroy();
});

function send(address: string) {
  return app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'x-forwarded-for': address },
    payload: { name: 'Anna', email: 'anna@example.it', message: 'Ciao' },
  });
}

async function sixFrom(address: string): Promise<number[]> {
  const statuses = [];
  for (let i = 0; i < 6; i += 1) statuses.push((await send(address)).statusCode);
  return statuses;
}

it('stores messages while Redis is down, without the limit, and limits again when it is back', async () => {
  expect(await sixFrom(freshAddress())).toEqual([201, 201, 201, 201, 201, 429]);

  await redis.stop();
  expect(redis.pid()).toBeNull();
  const address = freshAddress();
  expect(await sixFrom(address)).toEqual([201, 201, 201, 201, 201, 201]);
  const list = await app.inject({ url: '/api/admin/contacts', headers: { authorization: `Bearer ${signer.sign()}` } });
  expect(list.statusCode).toBe(200);
  expect(list.json<ContactMessage[]>()).toHaveLength(11);
  const ready = await app.inject({ url: '/readyz' });
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toMatchObject({ status: 'degraded', checks: { redis: { ok: false }, postgres: { ok: true } } });

  await redis.start();
  await waitFor(async () => (await app.inject({ url: '/readyz' })).json().checks.redis.ok === true, 'Redis reconnected', 15_000);
  expect(await sixFrom(address)).toEqual([201, 201, 201, 201, 201, 429]);
});
