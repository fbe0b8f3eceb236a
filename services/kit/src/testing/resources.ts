import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { NatsBus } from '../bus/nats-bus.js';
import { RedisKv } from '../kv/redis-kv.js';
import { testUrls } from './urls.js';

function uniqueName(prefix: string): string {
  return `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A database of its own for one test file, dropped at the end. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { databaseUrl } = await testUrls();
  const name = uniqueName('orbita_test');
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A Redis KV whose keys carry a prefix of their own. */
export async function createTestKv(): Promise<RedisKv> {
  const { redisUrl } = await testUrls();
  return await RedisKv.connect({ url: redisUrl, prefix: `${uniqueName('test')}:` });
}

export interface TestBus {
  bus: NatsBus;
  stream: string;
  subjectPrefix: string;
  cleanup(): Promise<void>;
}

/** A JetStream bus on a stream and subject prefix of its own, deleted at the end. */
export async function createTestBus(name = 'test'): Promise<TestBus> {
  const { natsUrl } = await testUrls();
  const stream = uniqueName('TEST').toUpperCase();
  const subjectPrefix = `${stream.toLowerCase()}.`;
  const bus = new NatsBus({ servers: natsUrl, name, stream, subjectPrefix });
  await bus.ready();
  return {
    bus,
    stream,
    subjectPrefix,
    async cleanup() {
      await bus.close();
      const nc = await connect({ servers: natsUrl });
      const jsm = await jetstreamManager(nc);
      await jsm.streams.delete(stream).catch(() => undefined);
      await nc.close();
    },
  };
}
