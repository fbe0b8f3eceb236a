import pg from 'pg';
import { login, newAddress, startAdminAuth, type AdminAuthUnderTest } from './helpers.js';

let target: AdminAuthUnderTest;
beforeAll(async () => {
  target = await startAdminAuth();
});
afterAll(async () => {
  await target.service.close();
});

describe('admin-auth service start-up', () => {
  it('migrates its own schema', async () => {
    const client = new pg.Client({ connectionString: target.service.databaseUrl });
    await client.connect();
    const { rows } = await client.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'admin_auth' ORDER BY table_name",
    );
    await client.end();
    expect(rows.map((row: { table_name: string }) => row.table_name)).toEqual(
      expect.arrayContaining(['admins', 'outbox', 'pgmigrations']),
    );
  });

  it('is alive and ready with Postgres, Redis and NATS', async () => {
    expect((await target.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const ready = await target.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ok',
      service: 'admin-auth',
      checks: { postgres: { ok: true }, redis: { ok: true }, nats: { ok: true } },
    });
  });

  it('creates the admin from ADMIN_USERNAME and ADMIN_PASSWORD, hashed with argon2id', async () => {
    const response = await login(target.app, target.username, target.password, newAddress());
    expect(response.statusCode).toBe(200);
    const client = new pg.Client({ connectionString: target.service.databaseUrl });
    await client.connect();
    const { rows } = await client.query('SELECT password_hash FROM admin_auth.admins WHERE username = $1', ['admin']);
    await client.end();
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/);
    const [, memory, passes] = /m=(\d+),t=(\d+)/.exec(rows[0].password_hash)!;
    expect(Number(memory)).toBeGreaterThanOrEqual(19_456);
    expect(Number(passes)).toBeGreaterThanOrEqual(2);
    expect(rows[0].password_hash).not.toContain(target.password);
  });
});
