import pg from 'pg';
import { startTestService, type TestService } from '@orbita/service-kit/testing';
import { suggestionsService } from '@orbita/suggestions';

let service: TestService;
beforeAll(async () => {
  service = await startTestService(suggestionsService);
});
afterAll(async () => {
  await service.close();
});

describe('suggestions service start-up', () => {
  it('migrates its own schema', async () => {
    const client = new pg.Client({ connectionString: service.databaseUrl });
    await client.connect();
    const { rows } = await client.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'suggestions' ORDER BY table_name",
    );
    await client.end();
    expect(rows.map((row: { table_name: string }) => row.table_name)).toEqual(expect.arrayContaining(['outbox', 'pgmigrations']));
  });

  it('is alive and ready with Postgres, Redis and NATS', async () => {
    expect((await service.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const ready = await service.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ok',
      service: 'suggestions',
      checks: { postgres: { ok: true }, redis: { ok: true }, nats: { ok: true } },
    });
  });
});
