import { startTools, type ToolsUnderTest } from './support.js';

let tools: ToolsUnderTest;
beforeAll(async () => {
  tools = await startTools();
});
afterAll(async () => {
  await tools.close();
});

function convert(payload: unknown) {
  return tools.service.app.inject({ method: 'POST', url: '/api/convert-number', payload: payload as object });
}

describe('POST /api/convert-number', () => {
  it('answers the full conversion of the spec', async () => {
    const response = await convert({ number: '255', fromBase: 10, toBase: 16 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      original: { number: '255', baseName: 'Decimale' },
      converted: { number: 'FF', baseName: 'Esadecimale' },
      allBases: { binary: '11111111', octal: '377', decimal: '255', hex: 'FF' },
      decimal: '255',
      info: { bitCount: 8, isEven: false, magnitude: 'Centinaia', isPowerOf2: false, isPowerOf8: false, isPowerOf16: false },
      twosComplement: [
        { bits: 16, binary: '0000000011111111', hex: '00FF' },
        { bits: 32, binary: '00000000000000000000000011111111', hex: '000000FF' },
        { bits: 64, binary: `${'0'.repeat(56)}11111111`, hex: '00000000000000FF' },
      ],
    });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it.each([
    ['FF', 16, '255'],
    ['11111111', 2, '255'],
    ['377', 8, '255'],
    ['3E8', 16, '1000'],
    ['1010', 2, '10'],
    ['12', 8, '10'],
  ])('reads the quick example %s in base %i as %s', async (number, fromBase, decimal) => {
    const response = await convert({ number, fromBase, toBase: 10 });
    expect(response.json()).toMatchObject({ decimal, converted: { number: decimal } });
  });

  it('reads grouped digits, prefixes and a minus sign', async () => {
    expect((await convert({ number: '0b1111_0000', fromBase: 2, toBase: 16 })).json().converted.number).toBe('F0');
    expect((await convert({ number: '-1 000 000', fromBase: 10, toBase: 16 })).json().converted.number).toBe('-F4240');
    expect((await convert({ number: '0xdead_beef', fromBase: 16, toBase: 10 })).json().decimal).toBe('3735928559');
  });

  it('converts between any bases from 2 to 36, with the four named bases and the two\'s complement', async () => {
    const response = await convert({ number: '-zz', fromBase: 36, toBase: 7 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      original: { number: '-zz', baseName: 'Base 36' },
      converted: { number: '-3530', baseName: 'Base 7' },
      allBases: { decimal: '-1295', hex: '-50F' },
      twosComplement: [{ bits: 16, binary: '1111101011110001', hex: 'FAF1' }, { bits: 32 }, { bits: 64 }],
    });
  });

  it('converts a thousand-digit number exactly', async () => {
    const number = `1${'0'.repeat(999)}`;
    const response = await convert({ number, fromBase: 10, toBase: 16 });
    expect(response.statusCode).toBe(200);
    expect(response.json().allBases.hex).toBe((10n ** 999n).toString(16).toUpperCase());
    expect(response.json().info.magnitude).toBe('Ordine di grandezza 10⁹⁹⁹');
  });

  it('refuses digits outside the base with an Italian 400 naming the field and the digit', async () => {
    const response = await convert({ number: '12', fromBase: 2, toBase: 10 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Il numero contiene «2», che non è una cifra valida in base 2 (Binario): usa solo le cifre 0 e 1',
      code: 'TOOLS_INVALID_NUMBER',
    });
  });

  it.each([
    [{ number: '12', fromBase: 1, toBase: 10 }, 'Il campo «Dalla base» deve essere tra 2 e 36'],
    [{ number: '12', fromBase: 10, toBase: 37 }, 'Il campo «Alla base» deve essere tra 2 e 36'],
    [{ number: '12', fromBase: 2.5, toBase: 10 }, 'Il campo «Dalla base» deve essere un numero intero'],
    [{ number: '12', fromBase: 10, toBase: '16' }, 'Il campo «Alla base» deve essere un numero intero'],
    [{ fromBase: 10, toBase: 2 }, 'Il campo «Numero da convertire» è obbligatorio'],
    [{ number: 255, fromBase: 10, toBase: 2 }, 'Il campo «Numero da convertire» deve essere un testo'],
    [{ number: '', fromBase: 10, toBase: 2 }, 'Il campo «Numero da convertire» non può essere vuoto'],
    [{ number: '   ', fromBase: 10, toBase: 2 }, 'Il numero è vuoto: inserisci un numero da convertire'],
    [{ number: '1'.repeat(1025), fromBase: 10, toBase: 2 }, 'Il campo «Numero da convertire» può avere al massimo 1024 caratteri'],
  ])('refuses a malformed request with an Italian 400 naming the field (%#)', async (payload, error) => {
    const response = await convert(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(error);
  });

  it('answers malformed JSON with an Italian 400', async () => {
    const response = await tools.service.app.inject({
      method: 'POST',
      url: '/api/convert-number',
      headers: { 'content-type': 'application/json' },
      payload: '{"number": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Il corpo della richiesta non è un JSON valido', code: 'INVALID_JSON' });
  });

  it('answers an unknown path with an Italian 404', async () => {
    const response = await tools.service.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Percorso non trovato: GET /api/nothing-here', code: 'NOT_FOUND' });
  });
});
