import { createService, MemoryBus, ServiceUnavailableError } from '@orbita/service-kit';
import { captureLog, createTestKv } from '@orbita/service-kit/testing';

describe('service log: a 503 that says when to come back', () => {
  it('is logged as a refusal at info, without a stack; a failure still as an error', async () => {
    const log = captureLog();
    const kv = await createTestKv();
    const app = await createService(
      {
        name: 'refusing',
        defaultPort: 0,
        app: async (service) => {
          service.get('/api/busy', async () => {
            throw Object.assign(new ServiceUnavailableError('Servizio occupato: riprova tra 2 secondi'), { retryAfter: 2 });
          });
          service.get('/api/broken', async () => {
            throw new Error('boom');
          });
        },
      },
      { env: {}, kv, bus: new MemoryBus(), logger: log.logger },
    );
    try {
      const busy = await app.inject({ url: '/api/busy' });
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('2');
      expect(log.withMessage('request refused')).toEqual([expect.objectContaining({ level: 30, code: 'SERVICE_UNAVAILABLE', status: 503 })]);
      expect(log.withMessage('request failed')).toEqual([]);
      expect(JSON.stringify(log.lines)).not.toContain('"stack"');
      await app.inject({ url: '/api/broken' });
      expect(log.withMessage('request failed')).toHaveLength(1);
    } finally {
      await app.close();
      await kv.close();
    }
  });
});
