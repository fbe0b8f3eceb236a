import http from 'node:http';
import type { FakeHttpServer } from '@orbita/service-kit/testing';
import { startTestService, type TestService } from '@orbita/service-kit/testing';
import { aiVisionService } from '@orbita/ai-vision';
import { answers, completion, imageUpload, PASTA, photo, sendJson, startFakeOpenAi, startWithModel } from './support.js';

let fake: FakeHttpServer;
let service: TestService;
let shade = 0;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  service = await startWithModel(fake, { OPENAI_TIMEOUT_MS: '300' });
});
afterAll(async () => {
  await service.close();
  await fake.close();
});

/** A new photo each time, so no answer comes from the cache. */
async function analyzeNewPhoto() {
  shade += 1;
  const upload = imageUpload(await photo('jpeg', 160, 120, shade));
  return await service.app.inject({ method: 'POST', url: '/api/analyze-food', ...upload });
}

function upstreamError(status: number, headers: Record<string, string> = {}) {
  fake.respond((_request, response) => sendJson(response, status, { error: { message: 'upstream says no', type: 'error' } }, headers));
}

describe('POST /api/analyze-food when the model fails', () => {
  it('answers 504 in Italian when the model does not answer in time, without hanging', async () => {
    fake.respond(() => undefined);
    const started = Date.now();
    const response = await analyzeNewPhoto();
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({
      error: 'Il servizio di analisi non ha risposto in tempo: riprova più tardi',
      code: 'AI_VISION_MODEL_TIMEOUT',
    });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('answers 504 when the model sends its headers and then stalls', async () => {
    fake.respond((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"id": "chatcmpl-slow", ');
    });
    const response = await analyzeNewPhoto();
    expect(response.statusCode).toBe(504);
    expect(response.json().code).toBe('AI_VISION_MODEL_TIMEOUT');
  });

  it('answers 503 with Retry-After when the model is rate limited, and tries only once', async () => {
    upstreamError(429, { 'retry-after': '20' });
    const before = fake.requests.length;
    const response = await analyzeNewPhoto();
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('20');
    expect(response.json()).toEqual({
      error: 'Il servizio di analisi è sovraccarico in questo momento: riprova tra qualche minuto',
      code: 'AI_VISION_MODEL_BUSY',
    });
    expect(fake.requests.length).toBe(before + 1);
  });

  it('answers 503 when the model server is unavailable', async () => {
    upstreamError(503);
    const response = await analyzeNewPhoto();
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('AI_VISION_MODEL_BUSY');
  });

  it.each([500, 502])('answers 502 in Italian when the model server fails with %i', async (status) => {
    upstreamError(status);
    const response = await analyzeNewPhoto();
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: 'Il servizio di analisi ha avuto un problema: riprova più tardi',
      code: 'AI_VISION_MODEL_ERROR',
    });
  });

  it('answers 502 when the model server refuses the request (unknown model, say)', async () => {
    upstreamError(404);
    expect((await analyzeNewPhoto()).statusCode).toBe(502);
  });

  it('answers 503 saying analysis is unavailable when the key is rejected', async () => {
    upstreamError(401);
    const response = await analyzeNewPhoto();
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('AI_VISION_MODEL_REJECTED_KEY');
  });

  it.each([
    ['text that is not JSON', completion('Ecco la mia analisi: pasta!')],
    ['JSON breaking the schema', completion(JSON.stringify({ ...PASTA, calories: -5 }))],
    ['JSON missing a field', completion(JSON.stringify({ ...PASTA, fat: undefined }))],
    ['JSON with a confidence above 1', completion(JSON.stringify({ ...PASTA, confidence: 7 }))],
    ['no message at all', { ...completion(null), choices: [] }],
  ])('answers 502 when the model sends %s', async (_what, body) => {
    fake.respond((_request, response) => sendJson(response, 200, body));
    const response = await analyzeNewPhoto();
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: 'Il servizio di analisi ha dato una risposta non valida: riprova più tardi',
      code: 'AI_VISION_MODEL_INVALID_ANSWER',
    });
  });

  it('answers 502 when a proxy in between answers 200 with an HTML page', async () => {
    fake.respond((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>proxy error</html>');
    });
    const response = await analyzeNewPhoto();
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe('AI_VISION_MODEL_INVALID_ANSWER');
  });

  it('answers 422 in Italian when the model refuses to look at the image', async () => {
    fake.respond((_request, response) => sendJson(response, 200, completion(null, 'I cannot help with that.')));
    const response = await analyzeNewPhoto();
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('AI_VISION_MODEL_REFUSED');
  });

  it('accepts an answer wrapped in a Markdown fence, as some compatible servers send', async () => {
    fake.respond((_request, response) => sendJson(response, 200, completion('```json\n' + JSON.stringify(PASTA) + '\n```')));
    const response = await analyzeNewPhoto();
    expect(response.statusCode).toBe(200);
    expect(response.json().ingredients).toEqual(PASTA.ingredients);
  });

  it('does not cache a failure: the same photo succeeds once the model is back', async () => {
    const upload = imageUpload(await photo('jpeg', 100, 100, 200));
    upstreamError(500);
    expect((await service.app.inject({ method: 'POST', url: '/api/analyze-food', ...upload })).statusCode).toBe(502);
    fake.respond(answers(PASTA));
    expect((await service.app.inject({ method: 'POST', url: '/api/analyze-food', ...upload })).statusCode).toBe(200);
  });
});

describe('POST /api/analyze-food when the model server cannot be reached', () => {
  it('answers 502 in Italian', async () => {
    const gone = await startFakeOpenAi();
    const url = gone.url;
    await gone.close();
    const unreachable = await startTestService(aiVisionService, { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: `${url}/v1` });
    try {
      const upload = imageUpload(await photo('jpeg', 100, 100, 201));
      const response = await unreachable.app.inject({ method: 'POST', url: '/api/analyze-food', ...upload });
      expect(response.statusCode).toBe(502);
      expect(response.json().code).toBe('AI_VISION_MODEL_ERROR');
    } finally {
      await unreachable.close();
    }
  });
});

describe('a client that leaves while the model is working', () => {
  it('cancels the model call instead of paying for an answer nobody reads', async () => {
    let upstreamClosed!: () => void;
    const closed = new Promise<void>((resolve) => (upstreamClosed = resolve));
    let upstreamReached!: () => void;
    const reached = new Promise<void>((resolve) => (upstreamReached = resolve));
    fake.respond((_request, response) => {
      response.once('close', upstreamClosed);
      upstreamReached();
    });
    const slow = await startTestService(aiVisionService, {
      OPENAI_API_KEY: 'sk-test-key',
      OPENAI_BASE_URL: `${fake.url}/v1`,
      OPENAI_TIMEOUT_MS: '30000',
    });
    try {
      const address = await slow.app.listen({ host: '127.0.0.1', port: 0 });
      const { payload, headers } = imageUpload(await photo('jpeg', 100, 100, 300));
      const leaving = http.request(`${address}/api/analyze-food`, { method: 'POST', headers, agent: false });
      leaving.on('error', () => undefined);
      leaving.end(payload);
      await reached;
      leaving.destroy();
      await closed;
    } finally {
      await slow.close();
    }
  });
});
