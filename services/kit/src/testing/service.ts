import type { FastifyInstance } from 'fastify';
import type { TProperties } from 'typebox';
import { createService, type ServiceDefinition } from '../create-service.js';
import { createTestBus, createTestDatabase, createTestKv, type TestBus } from './resources.js';
import type { RedisKv } from '../kv/redis-kv.js';
import { waitFor } from './wait-for.js';

/**
 * A service trusts the forwarded address of the gateway only; tests call it from loopback as the
 * gateway does, so a test can name the client's address in `X-Forwarded-For`.
 */
export const BEHIND_THE_GATEWAY = { TRUSTED_PROXIES: 'loopback' } as const;

export interface TestService {
  app: FastifyInstance;
  kv: RedisKv;
  bus: TestBus['bus'];
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

/**
 * Builds a service the way production does, against the real Postgres (a database of its own),
 * Redis (a key prefix of its own) and NATS (a stream of its own), for `inject` calls.
 */
export async function startTestService<P extends TProperties>(
  definition: ServiceDefinition<P>,
  env: Record<string, string> = {},
): Promise<TestService> {
  const [kv, testBus, database] = await Promise.all([
    createTestKv(),
    createTestBus(definition.name),
    definition.database ? createTestDatabase() : Promise.resolve(undefined),
  ]);
  const app = await createService(definition, {
    env: { ...BEHIND_THE_GATEWAY, ...env, ...(database ? { DATABASE_URL: database.url } : {}) },
    kv,
    bus: testBus.bus,
    logger: false,
  });
  await app.ready();
  // Its subscriptions (password changes, say) are made in the background: ready means they are there.
  await waitFor(() => testBus.bus.consumers().every((consumer) => consumer.attached), `${definition.name}: consumers attached`);
  return {
    app,
    kv,
    bus: testBus.bus,
    databaseUrl: database?.url,
    async close() {
      await app.close();
      await testBus.cleanup();
      await kv.close();
      await database?.drop();
    },
  };
}
