import type { FastifyInstance } from 'fastify';
import type { TProperties } from 'typebox';
import { createService, type ServiceDefinition } from '../create-service.js';
import { RedisKv } from '../kv/redis-kv.js';
import { startPrivateRedis, type PrivateRedisServer } from './private-redis.js';
import { createTestBus, createTestDatabase } from './resources.js';
import { BEHIND_THE_GATEWAY } from './service.js';

export interface ServiceOnPrivateRedis {
  app: FastifyInstance;
  redis: PrivateRedisServer;
  close(): Promise<void>;
}

/**
 * Builds a service as production does, with a KV on a private redis-server that the test may
 * stop and start by its PID; Postgres and NATS as in `startTestService`. For tests of what
 * happens while Redis is down.
 */
export async function startServiceOnPrivateRedis<P extends TProperties>(
  definition: ServiceDefinition<P>,
  env: Record<string, string> = {},
): Promise<ServiceOnPrivateRedis> {
  const [redis, bus, database] = await Promise.all([
    startPrivateRedis(),
    createTestBus(definition.name),
    definition.database ? createTestDatabase() : Promise.resolve(undefined),
  ]);
  const kv = await RedisKv.connect({ url: redis.url });
  const app = await createService(definition, {
    env: { ...BEHIND_THE_GATEWAY, ...env, ...(database ? { DATABASE_URL: database.url } : {}) },
    kv,
    bus: bus.bus,
    logger: false,
  });
  await app.ready();
  return {
    app,
    redis,
    async close() {
      await app.close();
      await kv.close();
      await bus.cleanup();
      await database?.drop();
      await redis.destroy();
    },
  };
}
