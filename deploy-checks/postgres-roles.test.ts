import pg from 'pg';
import { migrate } from '@orbita/service-kit';
import { DEFINITIONS, SCHEMA_OWNERS } from './support/definitions.js';
import { startPrivatePostgres, type PrivatePostgres } from './support/private-postgres.js';
import { ROLES_SCRIPT } from './support/project.js';
import { run } from './support/render.js';
import { describeWithTools } from './support/tools.js';

const passwords = (suffix: string): Record<string, string> =>
  Object.fromEntries(Object.values(SCHEMA_OWNERS).map((schema) => [`${schema.toUpperCase()}_DB_PASSWORD`, `${schema}-${suffix}`]));

describeWithTools('The Postgres roles script', ['postgres'], () => {
  let server: PrivatePostgres;
  const url = (role: string, password: string) => `postgres://${role}:${password}@127.0.0.1:${server.port}/orbita`;

  function runScript(rolePasswords: Record<string, string>): void {
    const result = run('sh', [ROLES_SCRIPT], {
      env: {
        PGHOST: '127.0.0.1',
        PGPORT: String(server.port),
        PGPASSWORD: server.superuserPassword,
        POSTGRES_USER: 'postgres',
        POSTGRES_DB: 'orbita',
        ...rolePasswords,
      },
    });
    if (result.status !== 0) throw new Error(`roles script failed:\n${result.stderr}`);
  }

  async function query(connectionString: string, sql: string): Promise<unknown[]> {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    server = await startPrivatePostgres();
    await query(`postgres://postgres:${server.superuserPassword}@127.0.0.1:${server.port}/postgres`, 'CREATE DATABASE orbita');
    runScript(passwords('first'));
  }, 60_000);
  afterAll(() => server?.stop());

  it("lets each service's role run that service's real migrations in its own schema", async () => {
    for (const definition of DEFINITIONS.filter((d) => d.database)) {
      const { schema, migrationsDir } = definition.database!;
      await migrate({ databaseUrl: url(schema, `${schema}-first`), schema, dir: migrationsDir });
      const tables = await query(url(schema, `${schema}-first`), `SELECT tablename FROM pg_tables WHERE schemaname = '${schema}'`);
      expect([schema, tables]).toEqual([schema, expect.arrayContaining([{ tablename: 'outbox' }, { tablename: 'pgmigrations' }])]);
    }
  });

  it("keeps a role out of every other service's schema, of public, and from making schemas", async () => {
    const [own, other] = Object.values(SCHEMA_OWNERS) as [string, string];
    const connection = url(own, `${own}-first`);
    await expect(query(connection, `SELECT count(*) FROM ${other}.outbox`)).rejects.toThrow(/permission denied/);
    await expect(query(connection, 'CREATE TABLE public.intruder (id int)')).rejects.toThrow(/permission denied/);
    await expect(query(connection, 'CREATE SCHEMA intruder')).rejects.toThrow(/permission denied/);
  });

  it('can run again: nothing is lost and the new passwords replace the old ones', async () => {
    runScript(passwords('second'));
    const [schema] = Object.values(SCHEMA_OWNERS) as [string];
    await expect(query(url(schema, `${schema}-first`), 'SELECT 1')).rejects.toThrow(/password authentication failed/);
    expect(await query(url(schema, `${schema}-second`), 'SELECT count(*)::int AS n FROM outbox')).toEqual([{ n: 0 }]);
  });
});
