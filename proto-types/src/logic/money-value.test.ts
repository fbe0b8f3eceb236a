import fc from 'fast-check';
import { MONEY_VALUE_MESSAGES, MONEY_VALUE_TABLES, moneyValueOrError } from './lira.js';

describe('moneyValueOrError (ISTAT coefficients of the value of money)', () => {
  // Il Sole 24 Ore, 19/01/2009: the ISTAT table in 2008 values gives 1861 the coefficient 8.513,9146; ISTAT's rule
  // (Mauro Politi in the same article): multiply by the coefficient, then divide by 1.936,27 for euro.
  it('turns 1 lira of 1861 into 8.513,9146 lire of 2008, then into euro: 4,40 €', () => {
    const outcome = moneyValueOrError({ amount: 1, year: 1861, toYear: 2008 });
    expect(outcome).toMatchObject({ result: { coefficient: '8513.9146', fromCurrency: 'lire', toCurrency: 'euro', value: 4.4, confirmed: true } });
    // 8.513,9146 / 1.936,27 = 4,3970… → 4,40 €.
    expect(Math.round((8513.9146 / 1936.27) * 100) / 100).toBe(4.4);
    expect('result' in outcome && outcome.result.steps.map((step) => step.value)).toEqual(['8513,9146', '1 lire × 8513,9146 = 8.513,91 lire', '8.513,91 lire → 4,40 €']);
  });

  it('turns 1.000.000 lire of 1995 into euro of 2023 with the 1,745 coefficient, marked to be confirmed', () => {
    // 1.000.000 × 1,745 = 1.745.000 lire; / 1.936,27 = 901,22 €.
    expect(moneyValueOrError({ amount: 1_000_000, year: 1995, toYear: 2023 })).toMatchObject({ result: { value: 901.22, confirmed: false } });
  });

  it('says in Italian which pairs of years are held when one is not', () => {
    const outcome = moneyValueOrError({ amount: 100, year: 1950, toYear: 2024 });
    expect(outcome).toEqual({ error: expect.stringContaining('Il coefficiente ISTAT per tradurre valori del 1950 in valori del 2024 non è tra i dati confermati') });
    expect(moneyValueOrError({ amount: 100, year: 1850, toYear: 2008 })).toEqual({ error: MONEY_VALUE_MESSAGES.year });
    expect(moneyValueOrError({ amount: -1, year: 1861, toYear: 2008 })).toEqual({ error: MONEY_VALUE_MESSAGES.amount });
  });

  it('keeps a sum of a year in the same year as it is', () => {
    fc.assert(fc.property(fc.integer({ min: 2002, max: 2100 }), fc.integer({ min: 0, max: 1e11 }), (year, cents) => {
      expect(moneyValueOrError({ amount: cents / 100, year, toYear: year })).toMatchObject({ result: { value: cents / 100 } });
    }));
  });

  it('grows a sum with every held coefficient above 1 and ends any input in a result or an Italian sentence', () => {
    for (const table of MONEY_VALUE_TABLES) for (const coefficient of Object.values(table.coefficients)) expect(Number(coefficient)).toBeGreaterThan(1);
    fc.assert(fc.property(fc.double(), fc.integer({ min: 1800, max: 2100 }), fc.oneof(fc.constantFrom(2008, 2023), fc.integer()), (amount, year, toYear) => {
      const outcome = moneyValueOrError({ amount, year, toYear });
      if ('error' in outcome) expect(outcome.error).toMatch(/^[A-ZÀ-Ú]/);
      else expect(outcome.result.value).toBeGreaterThanOrEqual(0);
    }));
  });
});
