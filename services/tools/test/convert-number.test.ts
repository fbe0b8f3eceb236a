import { startTestService, type TestService } from '@orbita/service-kit/testing';
import { toolsService } from '@orbita/tools';

let service: TestService;
beforeAll(async () => {
  service = await startTestService(toolsService);
});
afterAll(async () => {
  await service.close();
});

function convert(payload: unknown) {
  return service.app.inject({ method: 'POST', url: '/api/convert-number', payload: payload as object });
}

describe('POST /api/convert-number', () => {
  it('answers the full conversion of the spec', async () => {
    const response = await convert({ number: '255', fromBase: 10, toBase: 16 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      original: { number: '255', baseName: 'Decimale' },
      converted: { number: 'FF', baseName: 'Esadecimale' },
      allBases: { binary: '11111111', octal: '377', decimal: '255', hex: 'FF' },
      decimal: '255',
      info: { bitCount: 8, isEven: false },
    });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('refuses digits outside the base with an Italian 400 naming the base', async () => {
    const response = await convert({ number: '12', fromBase: 2, toBase: 10 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: '«12» non è un numero valido in base 2: usa solo le cifre 0 e 1',
      code: 'TOOLS_INVALID_NUMBER',
    });
  });

  it('refuses a base that does not exist, naming the field', async () => {
    const response = await convert({ number: '12', fromBase: 3, toBase: 10 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Il campo «fromBase» deve essere uno tra: 2, 8, 10, 16', code: 'INVALID_INPUT' });
  });

  it('refuses a missing number, naming the field', async () => {
    const response = await convert({ fromBase: 10, toBase: 2 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Il campo «number» è obbligatorio');
  });

  it('answers malformed JSON with an Italian 400', async () => {
    const response = await service.app.inject({
      method: 'POST',
      url: '/api/convert-number',
      headers: { 'content-type': 'application/json' },
      payload: '{"number": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Il corpo della richiesta non è un JSON valido', code: 'INVALID_JSON' });
  });

  it('answers an unknown path with an Italian 404', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Percorso non trovato: GET /api/nothing-here', code: 'NOT_FOUND' });
  });

  it('is ready when Redis and NATS answer', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', checks: { redis: { ok: true }, nats: { ok: true } } });
  });
});
