import type { FastifyInstance } from 'fastify';
import type { Suggestion } from '@orbita/proto-types';
import { createService, RedisKv } from '@orbita/service-kit';
import {
  BEHIND_THE_GATEWAY,
  createTestBus,
  createTestDatabase,
  startPrivateRedis,
  type PrivateRedisServer,
  type TestBus,
  type TestDatabase,
} from '@orbita/service-kit/testing';
import { suggestionsService } from '@orbita/suggestions';
import { freshAddress } from './support.js';

/* The service's KV is a private Redis that the test kills by its PID. */
let redis: PrivateRedisServer;
let kv: RedisKv;
let bus: TestBus;
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  [redis, bus, database] = await Promise.all([startPrivateRedis(), createTestBus('suggestions'), createTestDatabase()]);
  kv = await RedisKv.connect({ url: redis.url });
  app = await createService(suggestionsService, { env: { ...BEHIND_THE_GATEWAY, DATABASE_URL: database.url }, kv, bus: bus.bus, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await kv?.close();
  await bus?.cleanup();
  await database?.drop();
  await redis?.destroy();
});

function vote(id: string, address: string, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/suggestions/${id}/vote`,
    headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
  });
}

it('takes suggestions and counts votes once per visitor while Redis is down', async () => {
  await redis.stop();
  const address = freshAddress();
  const created = await app.inject({
    method: 'POST',
    url: '/api/suggest-tool',
    headers: { 'x-forwarded-for': address },
    payload: { toolName: 'Senza Redis', description: 'D' },
  });
  expect(created.statusCode).toBe(201);
  const { id } = created.json<Suggestion>();

  const first = await vote(id, address);
  expect(first.json()).toEqual({ votes: 1 });
  const visitor = first.cookies.find((c) => c.name === 'orbita_visitor')!;
  expect((await vote(id, address, `orbita_visitor=${visitor.value}`)).json()).toEqual({ votes: 1 });
  expect((await vote(id, address)).json()).toEqual({ votes: 2 });
});
