import { toolEndpointForSuite } from './support.js';

const send = toolEndpointForSuite('/api/convert-lira');

describe('POST /api/convert-lira', () => {
  it('turns a million lire into 516,46 euro', async () => {
    const response = await send({ lire: 1000000 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ direction: 'lire-to-euro', lire: 1000000, euro: 516.46, rate: 1936.27, formula: '1.000.000 lire / 1.936,27 = 516,46 €' });
  });

  it('turns 100 euro into 193.627 lire', async () => {
    const response = await send({ euro: 100 });
    expect(response.json()).toMatchObject({ direction: 'euro-to-lire', lire: 193627, euro: 100 });
  });

  it('gives 1 lira of 1861 in money of 2008 by ISTAT\'s coefficient 8.513,9146: 4,40 €', async () => {
    const response = await send({ lire: 1, year: 1861, toYear: 2008 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ euro: 0, value: { coefficient: '8513.9146', tableYear: 2008, value: 4.4, toCurrency: 'euro', confirmed: true } });
  });

  it('compares two years of one ISTAT table by the ratio of their coefficients, naming the table and «to be confirmed»', async () => {
    // The 2023 table (rows to be confirmed): 1,911 for 1993 and 1,680 for 1996, so 1.000.000 lire of 1993 are 1.137.500 lire of 1996.
    const response = await send({ lire: 1000000, year: 1993, toYear: 1996 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ value: { coefficient: '1.1375', tableYear: 2023, value: 1137500, toCurrency: 'lire', confirmed: false } });
  });

  it.each([
    [{ lire: 1000, year: 1950, toYear: 2024 }, 'TOOLS_INVALID_LIRA'],
    [{ lire: 1000, year: 2010, toYear: 2023 }, 'TOOLS_INVALID_LIRA'],
    [{ euro: 10, year: 1995, toYear: 2023 }, 'TOOLS_INVALID_LIRA'],
    [{ lire: 1000, year: 1995 }, 'TOOLS_INVALID_LIRA'],
    [{ lire: 1000, year: 1800, toYear: 2008 }, 'INVALID_INPUT'],
  ])('refuses the value in time %j with an Italian 400', async (body, code) => {
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
    expect(response.json().error).toMatch(/^[A-ZÀ-Ú]/);
  });

  it.each([
    [{}, 'Indica una somma in lire oppure in euro', 'TOOLS_INVALID_LIRA'],
    [{ lire: 1, euro: 1 }, 'Indica una somma in lire oppure in euro, non tutte e due', 'TOOLS_INVALID_LIRA'],
    [{ euro: 1.005 }, 'La somma in euro deve essere tra 0 e 5.000.000.000, al centesimo', 'TOOLS_INVALID_LIRA'],
  ])('refuses %j with an Italian 400', async (body, error, code) => {
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code });
  });

  it('refuses a negative sum or a word with an Italian 400', async () => {
    for (const body of [{ lire: -1 }, { euro: 'cento' }]) {
      const response = await send(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_INPUT');
    }
  });
});
