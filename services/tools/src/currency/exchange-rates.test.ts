import { convertAmount, crossRate, isNewer, ratesFromJson, validatedRates, type ExchangeRates } from './exchange-rates.js';
import { loadShippedRates } from './shipped-rates.js';

const rates = loadShippedRates();

describe('crossRate and convertAmount', () => {
  it('is rate_to / rate_from, and exactly 1 for a currency into itself', () => {
    expect(crossRate(rates, 'EUR', 'USD')).toBe(1.1611);
    expect(crossRate(rates, 'USD', 'EUR')).toBeCloseTo(1 / 1.1611, 9);
    expect(crossRate(rates, 'GBP', 'JPY')).toBeCloseTo(177.4 / 0.8683, 6);
    expect(crossRate(rates, 'EUR', 'EUR')).toBe(1);
    expect(crossRate(rates, 'CZK', 'CZK')).toBe(1);
  });

  it('hides binary noise in the answer', () => {
    const noisy: ExchangeRates = { ...rates, perEuro: { ...rates.perEuro, USD: 0.1, GBP: 0.3 } };
    expect(crossRate(noisy, 'USD', 'GBP')).toBe(3);
    expect(convertAmount(noisy, 0.1, 'EUR', 'GBP').convertedAmount).toBe(0.03);
  });

  it('answers the amount, the rate, the day and the source', () => {
    expect(convertAmount(rates, 250, 'EUR', 'CHF')).toEqual({
      convertedAmount: 232.725,
      rate: 0.9309,
      date: '2025-10-09',
      source: 'Banca centrale europea',
      fromPerEuro: 1,
      toPerEuro: 0.9309,
    });
  });
});

describe('stored copies', () => {
  it('round-trips through JSON and refuses anything else', () => {
    expect(ratesFromJson(JSON.stringify(rates))).toEqual(rates);
    expect(ratesFromJson(null)).toBeNull();
    expect(ratesFromJson('not json')).toBeNull();
    expect(ratesFromJson(JSON.stringify({ ...rates, perEuro: { USD: 1.1 } }))).toBeNull();
  });

  it('compares days', () => {
    const later = validatedRates('2025-10-10', 'x', rates.perEuro);
    expect(isNewer(later, rates)).toBe(true);
    expect(isNewer(rates, later)).toBe(false);
    expect(isNewer(rates, rates)).toBe(false);
  });
});
