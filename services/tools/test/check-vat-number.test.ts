import { toolEndpointForSuite } from './support.js';

const send = toolEndpointForSuite('/api/check-vat-number');

describe('POST /api/check-vat-number', () => {
  it('answers a right partita IVA with its office and the rules it used', async () => {
    const response = await send({ vatNumber: 'IT00714490158' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ valid: true, formatted: '00714490158', registration: '0071449', office: { code: '015', name: 'Milano' }, checkDigit: { correct: true } });
    expect(body.rules).toHaveLength(3);
    expect(body.rules[0].source.url).toMatch(/^https:\/\//);
  });

  it('answers a wrong check digit with 200, valid false, the part and the reason', async () => {
    const response = await send({ vatNumber: '06363391009' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ valid: false, wrongPart: 'check-digit', checkDigit: { given: '9', expected: '1' } });
  });

  it('answers an office code no office has with 200, valid false and the codes there are', async () => {
    const response = await send({ vatNumber: '12345675008' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ valid: false, wrongPart: 'office', office: { code: '500' }, reason: expect.stringContaining('da 001 a 100, 120, 121, 888 e 999') });
  });

  it.each([
    [{ vatNumber: '' }, 'Il campo «Partita IVA da verificare» non può essere vuoto'],
    [{ vatNumber: 6363391001 }, 'Il campo «Partita IVA da verificare» deve essere un testo'],
    [{}, 'Il campo «Partita IVA da verificare» è obbligatorio'],
    [{ vatNumber: '1'.repeat(41) }, 'Il campo «Partita IVA da verificare» può avere al massimo 40 caratteri'],
  ])('refuses the malformed request %j with an Italian 400', async (payload, error) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'INVALID_INPUT' });
  });
});
