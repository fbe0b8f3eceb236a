import { startTestService, type TestService } from '@orbita/service-kit/testing';
import { aiVisionService } from '@orbita/ai-vision';

let service: TestService;
beforeAll(async () => {
  service = await startTestService(aiVisionService);
});
afterAll(async () => {
  await service.close();
});

describe('ai-vision service start-up', () => {
  it('keeps no data: it has no database, so a Postgres outage cannot take food analysis down', () => {
    expect(aiVisionService.database).toBeUndefined();
    expect(service.databaseUrl).toBeUndefined();
  });

  it('is alive and ready with Redis and NATS, with no Postgres check', async () => {
    expect((await service.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const ready = await service.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ok',
      service: 'ai-vision',
      checks: { redis: { ok: true }, nats: { ok: true } },
    });
    expect(ready.json().checks).not.toHaveProperty('postgres');
  });
});
