import type { FakeHttpServer, TestService } from '@orbita/service-kit/testing';
import { imageUpload, PASTA, photo, sendJson, sentRequest, startFakeOpenAi, startWithModel } from './support.js';

/**
 * The settings docs/OPERATIONS.md gives for a local vision model, against local servers shaped like the two it
 * names: Ollama's and llama.cpp's OpenAI-compatible `/v1/chat/completions`. Both answer without `usage` here
 * (llama.cpp sends `timings` instead; Ollama leaves it out when streaming is off in some versions), put the JSON in
 * a Markdown fence, and llama.cpp's `model` is the file it loaded rather than the name it was asked for.
 */
const fenced = (prose: string) => `${prose}\n\n\`\`\`json\n${JSON.stringify(PASTA)}\n\`\`\``;

const SERVERS = [
  {
    name: 'Ollama',
    model: 'llava',
    answer: (model: string) => ({
      id: 'chatcmpl-9',
      object: 'chat.completion',
      created: 1_764_000_000,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content: fenced('Ecco la stima:') }, finish_reason: 'stop' }],
    }),
  },
  {
    name: 'llama.cpp server',
    model: 'qwen2.5vl',
    answer: () => ({
      id: 'chatcmpl-AbC',
      object: 'chat.completion',
      created: 1_764_000_000,
      model: 'Qwen2.5-VL-7B-Instruct-Q4_K_M.gguf',
      choices: [{ index: 0, message: { role: 'assistant', content: fenced('') }, finish_reason: 'stop' }],
      timings: { prompt_n: 1210, predicted_n: 96, predicted_ms: 2100 },
    }),
  },
] as const;

describe.each(SERVERS)('a local vision model behind $name', ({ model, answer }) => {
  let server: FakeHttpServer;
  let service: TestService;
  beforeAll(async () => {
    server = await startFakeOpenAi((request, response) => {
      const asked = (JSON.parse(request.body.toString('utf8')) as { model: string }).model;
      sendJson(response, 200, answer(asked));
    });
    // As documented: OPENAI_BASE_URL on loopback, a model name, and a dummy key the local server ignores.
    service = await startWithModel(server, { OPENAI_API_KEY: 'locale', OPENAI_MODEL: model });
  });
  afterAll(async () => {
    await service.close();
    await server.close();
  });

  it('is offered on the page, credited to the model named in the settings', async () => {
    const status = await service.app.inject({ url: '/api/analyze-food/status' });
    expect(status.json()).toMatchObject({ available: true, model });
  });

  it('analyses a photo from an answer without usage figures, with the JSON in a fence', async () => {
    const response = await service.app.inject({ method: 'POST', url: '/api/analyze-food', ...imageUpload(await photo('jpeg', 640, 480, 3)) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ingredients: ['pasta', 'pomodoro', 'basilico'], calories: 520, protein: 15.3, carbs: 88, fat: 10, confidence: 0.83, model });
    const sent = sentRequest(server);
    expect(sent.url).toBe('/v1/chat/completions');
    expect(sent.json.model).toBe(model);
    expect(sent.headers.authorization).toBe('Bearer locale');
  });
});
