import path from 'node:path';
import pg from 'pg';
import type { TProperties } from 'typebox';
import { ConfigError, createService, MemoryBus, MemoryKv, type ServiceDefinition } from '@orbita/service-kit';
import { createTestDatabase, type TestDatabase } from '@orbita/service-kit/testing';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

/** A service with a schema and an outbox whose own setup refuses a setting, as admin-auth refuses a weak password. */
const refusingService: ServiceDefinition<TProperties> = {
  name: 'failed-start-check',
  defaultPort: 0,
  database: { schema: 'failed_start', migrationsDir: path.join(__dirname, 'fixtures', 'outbox-migrations') },
  app: async (_app, { data }) => {
    await data!.pool.query('SELECT 1');
    throw new ConfigError('SETTING is refused');
  },
};

/** The connections open to the test database now, other than the one asking. */
async function connectionsOpen(): Promise<number> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ open: number }>(
      'SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows[0]!.open;
  } finally {
    await client.end();
  }
}

it('a service that cannot start leaves no pool, outbox relay or connection behind', async () => {
  const starting = createService(refusingService, { env: { DATABASE_URL: database.url }, kv: new MemoryKv(), bus: new MemoryBus(), logger: false });
  await expect(starting).rejects.toThrow('SETTING is refused');
  // The relay polls every second: two of its turns, and nothing of the service may have reconnected.
  await new Promise((resolve) => setTimeout(resolve, 2200));
  expect(await connectionsOpen()).toBe(0);
});
