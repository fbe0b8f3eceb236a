import type { CurrencyRequest } from '@orbita/proto-types';
import { CURRENCIES, type Currency } from '@orbita/proto-types/enums';
import fc from 'fast-check';
import { convertAmount } from '../../../../services/tools/src/currency/exchange-rates';
import { convertFromHeldRates, currencyName, formatAmount, formatRate, ratesAgeInDays, ratesAreStale, RATES_REUSE_MS, STALE_RATES_DAYS, toCurrencyRequest } from './currency-converter.service';

describe('currency converter', () => {
  it('formats amounts with two decimals and rates with six, Italian style', () => {
    expect(formatAmount(92.3456)).toBe('92,35');
    expect(formatAmount(12345.5)).toBe('12.345,50');
    expect(formatRate(0.9235)).toBe('0,923500');
  });

  it("shows N/A when there is no rate", () => {
    expect(formatRate(undefined)).toBe('N/A');
    expect(formatRate(null)).toBe('N/A');
  });

  it('asks for an amount greater than zero', () => {
    expect(toCurrencyRequest('0', 'USD', 'EUR')).toEqual({ invalid: 'Inserisci un importo valido' });
    expect(toCurrencyRequest('', 'USD', 'EUR')).toEqual({ invalid: 'Inserisci un importo valido' });
    expect(toCurrencyRequest('-5', 'USD', 'EUR')).toEqual({ invalid: 'Inserisci un importo valido' });
    expect(toCurrencyRequest('12,5', 'GBP', 'JPY')).toEqual({ request: { amount: 12.5, from: 'GBP', to: 'JPY' } });
    expect(toCurrencyRequest('1.234,56', 'USD', 'EUR')).toEqual({ request: { amount: 1234.56, from: 'USD', to: 'EUR' } });
    expect(toCurrencyRequest('€ 12', 'EUR', 'USD')).toEqual({ request: { amount: 12, from: 'EUR', to: 'USD' } });
    expect(toCurrencyRequest('1.234', 'USD', 'EUR')).toMatchObject({ request: { amount: 1234 }, note: expect.stringContaining('1234') });
  });

  it('names currencies in Italian', () => {
    expect(currencyName('EUR')).toBe('Euro');
    expect(currencyName('JPY')).toBe('Yen giapponese');
  });
});

describe('converting in the page from the rates of the last answer', () => {
  type Rates = Parameters<typeof convertAmount>[0];
  const NOW = Date.UTC(2025, 9, 9, 17);
  /** The service's answer to `request`, by the service's own code, as the page holds it. */
  const held = (rates: Rates, request: CurrencyRequest) => ({
    request,
    answer: convertAmount(rates, request.amount, request.from, request.to),
    receivedAt: NOW,
  });

  const currency = fc.constantFrom(...CURRENCIES);
  // Reference rates as the ECB writes them (up to 5 significant digits, 0.0001 to 100,000 per euro) and any double in between.
  const perEuro = fc.oneof(
    fc.integer({ min: 1, max: 99_999 }).chain((digits) => fc.constantFrom(digits / 10_000, digits / 100, digits, digits / 10)),
    fc.double({ min: 1e-4, max: 1e5, noNaN: true }),
  );
  const rates = fc.dictionary(currency, perEuro).map(
    (chosen): Rates => ({
      date: '2025-10-09',
      source: 'Banca centrale europea',
      perEuro: Object.fromEntries(CURRENCIES.map((code) => [code, code === 'EUR' ? 1 : (chosen[code] ?? 1.5)])) as Record<Currency, number>,
    }),
  );
  // Amounts the page accepts: above 0, up to 10^12, with cents or any fraction.
  const amount = fc.oneof(fc.integer({ min: 1, max: 100_000_000_000_000 }).map((cents) => cents / 100), fc.double({ min: 1e-6, max: 1e12, noNaN: true }));

  it('gives for any amount of the same pair exactly the figure, rate, day and source the service answers', () => {
    fc.assert(
      fc.property(rates, currency, currency, amount, amount, (dayRates, from, to, first, next) => {
        const page = convertFromHeldRates(held(dayRates, { amount: first, from, to }), { amount: next, from, to }, NOW);
        expect(page?.answer).toEqual(convertAmount(dayRates, next, from, to));
        expect(page?.request).toEqual({ amount: next, from, to });
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves another pair, rates older than a few minutes and an answer without its rates to the server', () => {
    const rates: Rates = { date: '2025-10-09', source: 'Banca centrale europea', perEuro: Object.fromEntries(CURRENCIES.map((code) => [code, code === 'EUR' ? 1 : 2])) as Record<Currency, number> };
    const last = held(rates, { amount: 100, from: 'USD', to: 'EUR' });
    expect(convertFromHeldRates(last, { amount: 5, from: 'USD', to: 'EUR' }, NOW + RATES_REUSE_MS - 1)).not.toBeNull();
    expect(convertFromHeldRates(last, { amount: 5, from: 'USD', to: 'EUR' }, NOW + RATES_REUSE_MS)).toBeNull();
    expect(convertFromHeldRates(last, { amount: 5, from: 'EUR', to: 'USD' }, NOW)).toBeNull();
    expect(convertFromHeldRates(last, { amount: 5, from: 'USD', to: 'JPY' }, NOW)).toBeNull();
    const { fromPerEuro: _from, toPerEuro: _to, ...withoutRates } = last.answer;
    expect(convertFromHeldRates({ ...last, answer: withoutRates as typeof last.answer }, { amount: 5, from: 'USD', to: 'EUR' }, NOW)).toBeNull();
  });
});

describe('how old the rates of a result are', () => {
  const iso = (date: Date) => date.toISOString().slice(0, 10);

  it('counts whole calendar days from the rates\' day to the visitor\'s today, whatever the hour', () => {
    expect(ratesAgeInDays('2025-10-09', new Date(2025, 9, 9, 23, 59))).toBe(0);
    expect(ratesAgeInDays('2025-10-09', new Date(2025, 9, 16, 0, 1))).toBe(7);
    expect(ratesAgeInDays('2024-02-28', new Date(2024, 2, 1, 12))).toBe(2);
    expect(ratesAgeInDays('2025-03-28', new Date(2025, 2, 31, 12))).toBe(3);
  });

  it('calls stale exactly the rates a week old or more, for any day and any today', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(Date.UTC(1999, 0, 4)), max: new Date(Date.UTC(2199, 0, 1)), noInvalidDate: true }), fc.integer({ min: -3, max: 4000 }), (ratesDay, daysLater) => {
        const now = new Date(ratesDay.getUTCFullYear(), ratesDay.getUTCMonth(), ratesDay.getUTCDate() + daysLater, 12);
        expect(ratesAgeInDays(iso(ratesDay), now)).toBe(daysLater);
        expect(ratesAreStale(iso(ratesDay), now)).toBe(daysLater >= STALE_RATES_DAYS);
      }),
    );
  });

  it('never calls stale a result without a day, or with one it cannot read', () => {
    fc.assert(fc.property(fc.string().filter((day) => !/^\d{4}-\d{2}-\d{2}$/.test(day)), (day) => expect(ratesAreStale(day)).toBe(false)));
    expect(ratesAreStale('')).toBe(false);
    expect(ratesAreStale('N/A')).toBe(false);
  });
});
