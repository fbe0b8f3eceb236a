import { toolEndpointForSuite } from './support.js';

const send = toolEndpointForSuite('/api/check-iban');

describe('POST /api/check-iban', () => {
  it('answers an Italian IBAN with its parts', async () => {
    const response = await send({ iban: 'it60 x054 2811 1010 0000 0123 456' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ valid: true, formatted: 'IT60 X054 2811 1010 0000 0123 456', cin: 'X', abi: '05428', cab: '11101', account: '000000123456' });
  });

  it('answers a wrong IBAN with 200, valid false and the reason', async () => {
    const response = await send({ iban: 'GB29NWBK60161331926818' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ valid: false, wrongPart: 'check-digits', country: 'GB', countryName: 'Regno Unito' });
  });

  it('reads a Norwegian IBAN printed with dots and refuses a San Marino one with a wrong CIN', async () => {
    expect((await send({ iban: 'NO93.8601.1117.947' })).json()).toMatchObject({ valid: true, country: 'NO' });
    expect((await send({ iban: 'SM51I8407076555830355679907' })).json()).toMatchObject({ valid: false, wrongPart: 'cin', country: 'SM' });
  });

  it.each([
    [{ iban: '' }, 'Il campo «IBAN da verificare» non può essere vuoto'],
    [{ iban: 42 }, 'Il campo «IBAN da verificare» deve essere un testo'],
    [{}, 'Il campo «IBAN da verificare» è obbligatorio'],
    [{ iban: 'IT'.repeat(40) }, 'Il campo «IBAN da verificare» può avere al massimo 64 caratteri'],
  ])('refuses the malformed request %j with an Italian 400', async (payload, error) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'INVALID_INPUT' });
  });
});
