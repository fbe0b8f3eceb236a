import type { FakeHttpServer } from '@orbita/service-kit/testing';
import { startTestService, type TestService } from '@orbita/service-kit/testing';
import { aiVisionService } from '@orbita/ai-vision';
import { imageUpload, photo, startFakeOpenAi } from './support.js';

let fake: FakeHttpServer;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.close();
});

async function analyzeFrom(service: TestService, remoteAddress: string) {
  const upload = imageUpload(await photo('jpeg', 64, 64, 30));
  return await service.app.inject({ method: 'POST', url: '/api/analyze-food', ...upload, remoteAddress });
}

describe('per-address limit per minute', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(aiVisionService, {
      OPENAI_API_KEY: 'sk-test-key',
      OPENAI_BASE_URL: `${fake.url}/v1`,
      AI_VISION_LIMIT_PER_MINUTE: '2',
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it('answers an Italian 429 with Retry-After beyond the limit, for that address only', async () => {
    expect((await analyzeFrom(service, '203.0.113.1')).statusCode).toBe(200);
    expect((await analyzeFrom(service, '203.0.113.1')).statusCode).toBe(200);
    const refused = await analyzeFrom(service, '203.0.113.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'Hai fatto troppe analisi in poco tempo: riprova tra un minuto',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await analyzeFrom(service, '203.0.113.2')).statusCode).toBe(200);
  });
});

describe('per-address limit per day', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(aiVisionService, {
      OPENAI_API_KEY: 'sk-test-key',
      OPENAI_BASE_URL: `${fake.url}/v1`,
      AI_VISION_LIMIT_PER_MINUTE: '100',
      AI_VISION_LIMIT_PER_DAY: '3',
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it('answers an Italian 429 once the daily allowance is used, even within the minute limit', async () => {
    for (let i = 0; i < 3; i += 1) expect((await analyzeFrom(service, '198.51.100.7')).statusCode).toBe(200);
    const refused = await analyzeFrom(service, '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('Hai raggiunto il limite giornaliero di analisi: riprova domani');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
  });
});

describe('without OPENAI_API_KEY', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(aiVisionService, { OPENAI_BASE_URL: `${fake.url}/v1` });
  });
  afterAll(async () => {
    await service.close();
  });

  it('says in its status that analysis is off', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/api/analyze-food/status' });
    expect(response.json()).toEqual({ available: false, model: null, provider: null, maxBytes: 10 * 1024 * 1024 });
  });

  it('answers 503 in Italian saying analysis is not configured, without calling anyone', async () => {
    const before = fake.requests.length;
    const response = await analyzeFrom(service, '192.0.2.1');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: "L'analisi delle immagini non è configurata su questo server",
      code: 'AI_VISION_NOT_CONFIGURED',
    });
    expect(fake.requests.length).toBe(before);
  });

  it('is still ready: the rest of the service works without a model', async () => {
    expect((await service.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});
