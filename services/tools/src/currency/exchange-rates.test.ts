import { CURRENCIES, type Currency } from '@orbita/proto-types';
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { convertAmount, crossRate, isNewer, ratesFromJson, validatedRates, type ExchangeRates } from './exchange-rates.js';
import { loadShippedRates } from './shipped-rates.js';

const rates = loadShippedRates();

describe('conversion in decimal, against decimal.js', () => {
  // decimal.js (MikeMcl, MIT) at 60 significant digits: the quotient of these operands is exact or far from a tie.
  const Exact = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });
  const currency = fc.constantFrom(...CURRENCIES) as fc.Arbitrary<Currency>;
  const amount = fc.integer({ min: 1, max: 99_999_999_999 }).map((cents) => cents / 100);

  it('every amount and pair: the six decimals decimal.js gives, halves up', () => {
    fc.assert(
      fc.property(amount, currency, currency, (value, from, to) => {
        const expected = new Exact(String(value)).times(String(rates.perEuro[to])).div(String(rates.perEuro[from])).toDecimalPlaces(6).toNumber();
        expect(convertAmount(rates, value, from, to).convertedAmount).toBe(from === to ? value : expected);
      }),
      { numRuns: 3000 },
    );
  });
});

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
