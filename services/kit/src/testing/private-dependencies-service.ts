import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { TProperties } from 'typebox';
import { createService, type ServiceDefinition } from '../create-service.js';
import { captureLog, type CapturedLog } from './captured-log.js';
import { startPrivateNats, type PrivateNatsServer } from './private-nats.js';
import { startPrivatePostgres, type PrivatePostgresServer } from './private-postgres.js';
import { startPrivateRedis, type PrivateRedisServer } from './private-redis.js';
import { BEHIND_THE_GATEWAY } from './service.js';

export interface ServiceOnPrivateDependencies {
  app: FastifyInstance;
  postgres: PrivatePostgresServer;
  redis: PrivateRedisServer;
  nats: PrivateNatsServer;
  /** Everything the service logged. */
  log: CapturedLog;
  /** Runs SQL on the private Postgres, on a connection of its own (the server may have restarted). */
  query<R extends pg.QueryResultRow>(sql: string, values?: unknown[]): Promise<R[]>;
  close(): Promise<void>;
}

/**
 * Builds a service exactly as a standalone process does (its own pool, Redis client and NATS
 * connection, from the URLs), against a private Postgres, Redis and NATS that the test crashes
 * and starts again by their PIDs: for tests of what happens when any dependency blinks.
 */
export async function startServiceOnPrivateDependencies<P extends TProperties>(
  definition: ServiceDefinition<P>,
  env: Record<string, string> = {},
): Promise<ServiceOnPrivateDependencies> {
  const [postgres, redis, nats] = await Promise.all([startPrivatePostgres(), startPrivateRedis(), startPrivateNats()]);
  const log = captureLog();
  const app = await createService(definition, {
    env: { ...BEHIND_THE_GATEWAY, ...env, DATABASE_URL: postgres.url, REDIS_URL: redis.url, NATS_URL: nats.url },
    logger: log.logger,
  });
  await app.ready();
  return {
    app,
    postgres,
    redis,
    nats,
    log,
    async query<R extends pg.QueryResultRow>(sql: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      try {
        return (await client.query<R>(sql, values)).rows;
      } finally {
        await client.end();
      }
    },
    async close() {
      await app.close();
      await Promise.all([postgres.destroy(), redis.destroy(), nats.destroy()]);
    },
  };
}
