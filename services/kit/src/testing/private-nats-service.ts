import { afterAll, beforeAll } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { TProperties } from 'typebox';
import { createService, type ServiceDefinition } from '../create-service.js';
import type { RedisKv } from '../kv/redis-kv.js';
import { createAdminTokenSigner, type AdminTokenSigner } from './admin-token.js';
import { startPrivateNats, type PrivateNatsServer } from './private-nats.js';
import { createTestDatabase, createTestKv } from './resources.js';
import { BEHIND_THE_GATEWAY } from './service.js';

export interface OutboxRow {
  id: string;
  subject: string;
  published: boolean;
}

export interface ServiceOnPrivateNats {
  app: FastifyInstance;
  nats: PrivateNatsServer;
  kv: RedisKv;
  /** The rows of the service's outbox, oldest first. */
  outbox(): Promise<OutboxRow[]>;
  /** Whether every event of the outbox is on the bus. */
  allPublished(): Promise<boolean>;
  /** Runs SQL in the service's database (to stage a relay crash, say). */
  query(sql: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Builds a service as production does, with its own NATS connection, but to a private
 * nats-server that the test may stop and start by its PID; Postgres and Redis as in
 * `startTestService`. For tests of what happens while NATS is down.
 */
export async function startServiceOnPrivateNats<P extends TProperties>(
  definition: ServiceDefinition<P>,
  env: Record<string, string> = {},
): Promise<ServiceOnPrivateNats> {
  if (!definition.database) throw new Error(`${definition.name} keeps no outbox`);
  const { schema } = definition.database;
  const [nats, database, kv] = await Promise.all([startPrivateNats(), createTestDatabase(), createTestKv()]);
  const app = await createService(definition, {
    env: { ...BEHIND_THE_GATEWAY, ...env, DATABASE_URL: database.url, NATS_URL: nats.url },
    kv,
    logger: false,
  });
  await app.ready();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query(`SET search_path TO ${schema}`);
  const outbox = async () => {
    const { rows } = await client.query<OutboxRow>(
      'SELECT id, subject, published_at IS NOT NULL AS published FROM outbox ORDER BY created_at, id',
    );
    return rows;
  };
  return {
    app,
    nats,
    kv,
    outbox,
    allPublished: async () => (await outbox()).every((row) => row.published),
    async query(sql) {
      await client.query(sql);
    },
    async close() {
      await app.close();
      await client.end();
      await kv.close();
      await database.drop();
      await nats.destroy();
    },
  };
}

export interface ServiceOnPrivateNatsSuite {
  /** Signs admin tokens the service accepts. */
  signer: AdminTokenSigner;
  /** The service and its private nats-server, available once the suite has started. */
  service(): ServiceOnPrivateNats;
}

/** For a test file: starts the service on a private nats-server before its tests and stops both after. */
export function serviceOnPrivateNatsForSuite<P extends TProperties>(definition: ServiceDefinition<P>): ServiceOnPrivateNatsSuite {
  const signer = createAdminTokenSigner();
  let service: ServiceOnPrivateNats | undefined;
  beforeAll(async () => {
    service = await startServiceOnPrivateNats(definition, { ADMIN_JWT_PUBLIC_KEY: signer.publicKeyPem });
  });
  afterAll(async () => {
    await service?.close();
  });
  return {
    signer,
    service: () => {
      if (!service) throw new Error(`${definition.name} on a private NATS is not started yet: use it inside a test`);
      return service;
    },
  };
}
