import type { FakeHttpServer, TestService } from '@orbita/service-kit/testing';
import { imageUpload, PASTA, photo, sendJson, sentRequest, startFakeOpenAi, startWithModel } from './support.js';

/**
 * A local open model served by Ollama's OpenAI-compatible API (`/v1/chat/completions`): no
 * `refusal` field, a model name of its own, JSON in a Markdown fence with a sentence around it,
 * and seconds rather than milliseconds to answer on a CPU.
 */
const OLLAMA_DELAY_MS = 1500;

function ollamaCompletion(content: string) {
  return {
    id: 'chatcmpl-417',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'qwen2.5vl:7b',
    system_fingerprint: 'fp_ollama',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1210, completion_tokens: 96, total_tokens: 1306 },
  };
}

let ollama: FakeHttpServer;
let service: TestService;
beforeAll(async () => {
  ollama = await startFakeOpenAi((_request, response) => {
    const content = `Ecco la mia stima:\n\n\`\`\`json\n${JSON.stringify(PASTA, null, 2)}\n\`\`\`\n\nI valori sono approssimativi.`;
    setTimeout(() => sendJson(response, 200, ollamaCompletion(content)), OLLAMA_DELAY_MS);
  });
  service = await startWithModel(ollama, { OPENAI_API_KEY: 'ollama', OPENAI_MODEL: 'qwen2.5vl:7b', OPENAI_PROVIDER: 'Ollama' });
});
afterAll(async () => {
  await service.close();
  await ollama.close();
});

describe('a local model behind Ollama', () => {
  it('says which model and provider analyse the photos', async () => {
    const status = await service.app.inject({ url: '/api/analyze-food/status' });
    expect(status.json()).toMatchObject({ available: true, model: 'qwen2.5vl:7b', provider: 'Ollama' });
  });

  it('gives the analysis from a fenced answer with prose around it, after a slow answer', async () => {
    const started = Date.now();
    const response = await service.app.inject({ method: 'POST', url: '/api/analyze-food', ...imageUpload(await photo('jpeg', 800, 600, 9)) });
    expect(Date.now() - started).toBeGreaterThanOrEqual(OLLAMA_DELAY_MS);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ingredients: ['pasta', 'pomodoro', 'basilico'],
      calories: 520,
      protein: 15.3,
      carbs: 88,
      fat: 10,
      confidence: 0.83,
      model: 'qwen2.5vl:7b',
    });
    const sent = sentRequest(ollama);
    expect(sent.url).toBe('/v1/chat/completions');
    expect(sent.json.model).toBe('qwen2.5vl:7b');
  });
});
