import pg from 'pg';
import { createClient } from 'redis';

/**
 * Redis database the distributed runs use, emptied at the start of each: rate limits, login lock-outs,
 * caches and exchange rates of an earlier run must not carry over. The services have no key prefix of
 * their own (they share the keys of one deployment), so a database number of its own is the separation.
 */
const E2E_REDIS_DATABASE = 15;

/** The local Postgres, Redis and NATS, or the ones the test environment names. */
export function sharedInfrastructure(databaseName: string): Record<string, string> {
  const database = new URL(process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  database.pathname = `/${databaseName}`;
  const redis = new URL(process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379');
  redis.pathname = `/${E2E_REDIS_DATABASE}`;
  return {
    DATABASE_URL: database.toString(),
    REDIS_URL: redis.toString(),
    NATS_URL: process.env.TEST_NATS_URL || 'nats://127.0.0.1:4222',
  };
}

export async function emptyRedisDatabase(url: string): Promise<void> {
  const client = createClient({ url });
  await client.connect();
  try {
    await client.flushDb();
  } finally {
    await client.quit();
  }
}

export async function dropDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  target.pathname = '/postgres';
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name.replaceAll('"', '""')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
