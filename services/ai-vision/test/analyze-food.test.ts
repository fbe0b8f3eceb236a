import sharp from 'sharp';
import type { FakeHttpServer, TestService } from '@orbita/service-kit/testing';
import { answers, imageUpload, PASTA, photo, photoWithLocation, sentImage, sentRequest, startFakeOpenAi, startWithModel } from './support.js';

let fake: FakeHttpServer;
let service: TestService;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  service = await startWithModel(fake, { OPENAI_MODEL: 'gpt-4o-mini', OPENAI_PROVIDER: 'OpenAI' });
});
afterAll(async () => {
  await service.close();
  await fake.close();
});
beforeEach(() => fake.respond(answers(PASTA)));

function analyze(upload: { payload: Buffer; headers: Record<string, string> }) {
  return service.app.inject({ method: 'POST', url: '/api/analyze-food', ...upload });
}

describe('POST /api/analyze-food with a model configured', () => {
  it('answers the six fields of the analysis and the model that made it', async () => {
    const response = await analyze(imageUpload(await photo('jpeg', 640, 480, 1)));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ingredients: ['pasta', 'pomodoro', 'basilico'],
      calories: 520,
      protein: 15.3,
      carbs: 88,
      fat: 10,
      confidence: 0.83,
      model: 'gpt-4o-mini',
    });
  });

  it('sends the model, the key, an Italian prompt, the image as a JPEG data URL and the strict schema', async () => {
    await analyze(imageUpload(await photo('jpeg', 640, 480, 2)));
    const sent = sentRequest(fake);
    expect(sent.url).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer sk-test-key');
    expect(sent.json.model).toBe('gpt-4o-mini');
    expect(sent.json.messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining('in italiano') });
    expect(sent.json.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'analisi_alimenti', strict: true },
    });
    const schema = sent.json.response_format.json_schema.schema;
    expect(schema.additionalProperties).toBe(false);
    expect([...schema.required].sort()).toEqual(
      ['calories', 'carbs', 'confidence', 'containsFood', 'fat', 'ingredients', 'protein'].sort(),
    );
    expect(schema.properties.confidence).toMatchObject({ type: 'number', minimum: 0, maximum: 1 });
    const image = sentImage(sent.json);
    expect(image.mime).toBe('image/jpeg');
    expect((await sharp(image.bytes).metadata()).format).toBe('jpeg');
  });

  it.each(['png', 'webp'] as const)('accepts a %s photo and sends it re-encoded as JPEG', async (format) => {
    const response = await analyze(imageUpload(await photo(format, 300, 200, 3), `piatto.${format}`, `image/${format}`));
    expect(response.statusCode).toBe(200);
    const image = sentImage(sentRequest(fake).json);
    expect(await sharp(image.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 200 });
  });

  it('scales a large photo to 1024 px on its long side, keeping the proportions', async () => {
    const response = await analyze(imageUpload(await photo('jpeg', 3000, 2000, 4)));
    expect(response.statusCode).toBe(200);
    const image = sentImage(sentRequest(fake).json);
    expect(await sharp(image.bytes).metadata()).toMatchObject({ width: 1024, height: 683 });
  });

  it('strips the location and camera data before the image leaves the service', async () => {
    const original = await photoWithLocation();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    await analyze(imageUpload(original));
    const sent = sentImage(sentRequest(fake).json);
    const metadata = await sharp(sent.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(sent.bytes.includes(Buffer.from('Modello segreto'))).toBe(false);
  });

  it('answers the same photo again from the cache, without a second model call', async () => {
    const upload = imageUpload(await photo('jpeg', 640, 480, 5));
    const first = await analyze(upload);
    const callsAfterFirst = fake.requests.length;
    fake.respond(answers({ ...PASTA, ingredients: ['altro'] }));
    const second = await analyze(upload);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(fake.requests.length).toBe(callsAfterFirst);
  });

  it('refuses a photo without food with an Italian 422, and does not ask twice', async () => {
    fake.respond(answers({ ...PASTA, containsFood: false, ingredients: [], calories: 0, protein: 0, carbs: 0, fat: 0 }));
    const upload = imageUpload(await photo('png', 200, 200, 6), 'gatto.png', 'image/png');
    const response = await analyze(upload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: "Nell'immagine non riconosco alimenti: prova con la foto di un piatto",
      code: 'AI_VISION_NO_FOOD',
    });
    const calls = fake.requests.length;
    expect((await analyze(upload)).statusCode).toBe(422);
    expect(fake.requests.length).toBe(calls);
  });

  it('treats an empty ingredient list as no food, never as invented numbers', async () => {
    fake.respond(answers({ ...PASTA, ingredients: ['  '] }));
    const response = await analyze(imageUpload(await photo('jpeg', 200, 200, 7)));
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('AI_VISION_NO_FOOD');
  });
});

describe('GET /api/analyze-food/status', () => {
  it('says analysis is available, with which model and provider, and the upload limit', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/api/analyze-food/status' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ available: true, model: 'gpt-4o-mini', provider: 'OpenAI', maxBytes: 10 * 1024 * 1024 });
  });
});
