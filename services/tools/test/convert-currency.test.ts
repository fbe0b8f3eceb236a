import { CURRENCIES } from '@orbita/proto-types';
import { convertAtRates } from '@orbita/proto-types/currency-conversion';
import { startTools, type ToolsUnderTest } from './support.js';

let tools: ToolsUnderTest;
beforeAll(async () => {
  tools = await startTools();
});
afterAll(async () => {
  await tools.close();
});

function convert(payload: object) {
  return tools.service.app.inject({ method: 'POST', url: '/api/convert-currency', payload });
}

const SOURCE = 'Banca centrale europea';

describe('POST /api/convert-currency', () => {
  it('converts with the ECB reference rates and says which day they are from', async () => {
    const response = await convert({ amount: 100, from: 'EUR', to: 'USD' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ convertedAmount: 116.11, rate: 1.1611, date: '2025-10-09', source: SOURCE, fromPerEuro: 1, toPerEuro: 1.1611 });
  });

  it('hands the page the reference rates of the pair, from which it converts another amount to the same figure', async () => {
    const first = (await convert({ amount: 100, from: 'USD', to: 'JPY' })).json();
    expect(first).toMatchObject({ fromPerEuro: 1.1611, toPerEuro: 177.4 });
    for (const amount of [0.01, 1234.56, 987654.321, 1e12]) {
      const pair = { from: 'USD', to: 'JPY', fromPerEuro: first.fromPerEuro, toPerEuro: first.toPerEuro };
      expect((await convert({ amount, from: 'USD', to: 'JPY' })).json().convertedAmount).toBe(convertAtRates(amount, pair));
    }
  });

  // Issue 36: at the shipped rates of 9 October 2025 (AUD 1,7600, CNY 8,2698), 5.175,53 AUD is exactly
  // 5.175,53 × 8,2698 ÷ 1,76 = 24.318,5215875 CNY (Python's decimal module gives the same): to six decimals, halves
  // up, 24.318,521588. Binary doubles gave …587.
  it('rounds an amount that ends on an exact half up, in decimal', async () => {
    const body = (await convert({ amount: 5175.53, from: 'AUD', to: 'CNY' })).json();
    expect(body).toMatchObject({ fromPerEuro: 1.76, toPerEuro: 8.2698, convertedAmount: 24_318.521588 });
    expect(body.rate).toBe(4.69875);
  });

  it('crosses two non-euro currencies through the euro', async () => {
    const body = (await convert({ amount: 100, from: 'USD', to: 'JPY' })).json();
    expect(body.rate).toBeCloseTo(177.4 / 1.1611, 6);
    expect(body.convertedAmount).toBeCloseTo((100 * 177.4) / 1.1611, 5);
    const back = (await convert({ amount: body.convertedAmount, from: 'JPY', to: 'USD' })).json();
    expect(back.convertedAmount).toBeCloseTo(100, 5);
  });

  it('answers exactly 1 for a currency into itself', async () => {
    for (const code of ['EUR', 'HUF']) {
      expect((await convert({ amount: 42.5, from: code, to: code })).json()).toMatchObject({ convertedAmount: 42.5, rate: 1 });
    }
  });

  it('converts between every pair of the 20 currencies', async () => {
    for (const from of CURRENCIES) {
      const response = await convert({ amount: 1, from, to: from === 'KRW' ? 'EUR' : 'KRW' });
      expect(response.statusCode).toBe(200);
      expect(response.json().rate).toBeGreaterThan(0);
    }
  });

  it('handles tiny and huge amounts', async () => {
    expect((await convert({ amount: 0.01, from: 'EUR', to: 'KRW' })).json().convertedAmount).toBeCloseTo(16.478, 6);
    expect((await convert({ amount: 1e12, from: 'EUR', to: 'HUF' })).json().convertedAmount).toBe(390.98e12);
  });

  it.each([
    ['Il campo «Importo» deve essere maggiore di 0 e al massimo 1.000.000.000.000', { amount: 0 }],
    ['Il campo «Importo» deve essere maggiore di 0 e al massimo 1.000.000.000.000', { amount: -5 }],
    ['Il campo «Importo» deve essere maggiore di 0 e al massimo 1.000.000.000.000', { amount: 1e13 }],
    ['Il campo «Importo» deve essere un numero', { amount: '100' }],
    ['Il campo «Importo» è obbligatorio', { amount: undefined }],
    ['Il campo «Da» deve essere uno tra: ' + CURRENCIES.join(', '), { from: 'BTC' }],
    ['Il campo «A» deve essere uno tra: ' + CURRENCIES.join(', '), { to: 'eur' }],
  ])('answers «%s»', async (error, change) => {
    const response = await convert({ amount: 100, from: 'USD', to: 'EUR', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'INVALID_INPUT' });
  });
});

describe('GET /api/currencies', () => {
  it('lists the 20 currencies with Italian names, the rate date and the source', async () => {
    const response = await tools.service.app.inject({ method: 'GET', url: '/api/currencies' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.currencies.map((c: { code: string }) => c.code)).toEqual([...CURRENCIES]);
    expect(body.currencies[0]).toEqual({ code: 'USD', name: 'Dollaro statunitense' });
    expect(body.currencies.find((c: { code: string }) => c.code === 'CHF').name).toBe('Franco svizzero');
    expect(body).toMatchObject({ date: '2025-10-09', source: SOURCE });
  });
});
