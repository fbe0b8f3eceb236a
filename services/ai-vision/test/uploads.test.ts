import type { FakeHttpServer } from '@orbita/service-kit/testing';
import type { TestService } from '@orbita/service-kit/testing';
import { imageUpload, multipart, photo, pngClaiming, startFakeOpenAi, startWithModel } from './support.js';

let fake: FakeHttpServer;
let service: TestService;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  service = await startWithModel(fake);
});
afterAll(async () => {
  await service.close();
  await fake.close();
});

function post(upload: { payload: Buffer | string; headers: Record<string, string> }) {
  return service.app.inject({ method: 'POST', url: '/api/analyze-food', ...upload });
}

async function expectNoModelCall(send: () => Promise<unknown>) {
  const before = fake.requests.length;
  await send();
  expect(fake.requests.length).toBe(before);
}

describe('uploads the service refuses, before any model call', () => {
  it('refuses a text file named .png and declared image/png with 415', async () => {
    let response;
    await expectNoModelCall(async () => {
      response = await post(imageUpload(Buffer.from('questo non è un pranzo\n'.repeat(20)), 'pranzo.png', 'image/png'));
    });
    expect(response!.statusCode).toBe(415);
    expect(response!.json()).toEqual({ error: 'Seleziona un file immagine valido', code: 'AI_VISION_UNSUPPORTED_IMAGE' });
  });

  it('refuses a real image of a format it does not take (GIF) with 415', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const response = await post(imageUpload(gif, 'piatto.jpg', 'image/jpeg'));
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe('Seleziona un file immagine valido');
  });

  it('refuses an empty file with 415', async () => {
    const response = await post(imageUpload(Buffer.alloc(0)));
    expect(response.statusCode).toBe(415);
  });

  it('refuses a file over 10 MiB with an Italian 413', async () => {
    const jpeg = await photo('jpeg', 64, 64, 10);
    const oversized = Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024 + 1 - jpeg.length, 0x20)]);
    let response;
    await expectNoModelCall(async () => {
      response = await post(imageUpload(oversized));
    });
    expect(response!.statusCode).toBe(413);
    expect(response!.json()).toEqual({ error: "L'immagine supera il limite di 10 MB", code: 'AI_VISION_IMAGE_TOO_LARGE' });
  });

  it('accepts a photo just under the limit', async () => {
    const jpeg = await photo('jpeg', 64, 64, 11);
    const padded = Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024 - jpeg.length)]);
    const response = await post(imageUpload(padded));
    expect(response.statusCode).toBe(200);
  });

  it('refuses a tiny PNG claiming 100000 × 100000 pixels with 413, without decoding it', async () => {
    const bomb = pngClaiming(100_000, 100_000);
    expect(bomb.length).toBeLessThan(2_000);
    const started = Date.now();
    let response;
    await expectNoModelCall(async () => {
      response = await post(imageUpload(bomb, 'bomba.png', 'image/png'));
    });
    expect(response!.statusCode).toBe(413);
    expect(response!.json()).toEqual({
      error: "L'immagine ha dimensioni troppo grandi: al massimo 50 megapixel",
      code: 'AI_VISION_TOO_MANY_PIXELS',
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses a JPEG whose body is garbage with an Italian 422', async () => {
    const jpeg = await photo('jpeg', 64, 64, 12);
    const broken = Buffer.concat([jpeg.subarray(0, 20), Buffer.alloc(5_000, 0x41)]);
    const response = await post(imageUpload(broken));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: "Impossibile leggere l'immagine: il file sembra danneggiato",
      code: 'AI_VISION_UNREADABLE_IMAGE',
    });
  });

  it("asks for an image when the form has none: 'Seleziona prima un'immagine'", async () => {
    const response = await post(multipart([{ name: 'note', data: 'niente foto' }]));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "Seleziona prima un'immagine", code: 'AI_VISION_MISSING_IMAGE' });
  });

  it('names the field when the file comes in another one', async () => {
    const response = await post(multipart([{ name: 'foto', data: await photo('jpeg'), filename: 'a.jpg', contentType: 'image/jpeg' }]));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "L'immagine va inviata nel campo «image»", code: 'AI_VISION_WRONG_FIELD' });
  });

  it('refuses a JSON body with 415, saying to send a multipart form', async () => {
    const response = await post({ payload: JSON.stringify({ image: 'data:image/png;base64,AAAA' }), headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: "Invia l'immagine come modulo multipart/form-data nel campo «image»",
      code: 'AI_VISION_NOT_MULTIPART',
    });
  });

  it('refuses a raw image body with an Italian 415', async () => {
    const response = await post({ payload: await photo('jpeg'), headers: { 'content-type': 'image/jpeg' } });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: 'Tipo di contenuto non supportato', code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('refuses a multipart body cut short with an Italian 400', async () => {
    const { payload, headers } = imageUpload(await photo('jpeg', 64, 64, 13));
    const response = await post({ payload: payload.subarray(0, payload.length - 40), headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Il caricamento del file non è valido: riprova', code: 'AI_VISION_MALFORMED_UPLOAD' });
  });

  it('refuses a multipart content type without a boundary with an Italian 400', async () => {
    const response = await post({ payload: 'x', headers: { 'content-type': 'multipart/form-data' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('AI_VISION_MALFORMED_UPLOAD');
  });

  it('is still alive and ready after every bad upload', async () => {
    expect((await service.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    const response = await post(imageUpload(await photo('webp', 120, 90, 14), 'ok.webp', 'image/webp'));
    expect(response.statusCode).toBe(200);
  });
});
