import fc from 'fast-check';
import { MONEY_VALUE_FIRST_YEAR, MONEY_VALUE_MESSAGES, MONEY_VALUE_TABLES, moneyValueOrError, type MoneyValueResult } from './lira.js';

const resultOf = (outcome: ReturnType<typeof moneyValueOrError>): MoneyValueResult => {
  if ('error' in outcome) throw new Error(outcome.error);
  return outcome.result;
};

/** Every year a held table gives a coefficient for, its own year (coefficient 1) included. */
const yearsOf = (table: (typeof MONEY_VALUE_TABLES)[number]): number[] => [...Object.keys(table.coefficients).map(Number), table.toYear];
/** A sum of `year` in its own currency: lire before 2002 (up to ten thousand billion), euro from 2002 (up to 5 billion). */
const sumOf = (cents: number, year: number): number => (year < 2002 ? cents / 100 : Math.min(cents, 5e11) / 100);

describe('moneyValueOrError (ISTAT coefficients of the value of money)', () => {
  // Published example: Il Sole 24 Ore, 19/01/2009, «Canoni al passo con i tempi»
  // (https://st.ilsole24ore.com/art/SoleOnLine4/Economia%20e%20Lavoro/2009/01/canonifinalita.shtml?uuid=9e96ae70-e62c-11dd-a3d8-7a6ccd8115a1):
  // the ISTAT table in 2008 values gives 1861 the coefficient 8.513,9146; ISTAT's rule (Mauro Politi in the same
  // article): multiply by the coefficient, then divide by 1.936,27 for euro.
  it('turns 1 lira of 1861 into 8.513,9146 lire of 2008, then into euro: 4,40 €', () => {
    const result = resultOf(moneyValueOrError({ amount: 1, year: 1861, toYear: 2008 }));
    expect(result).toMatchObject({ coefficient: '8513.9146', tableYear: 2008, fromCurrency: 'lire', toCurrency: 'euro', value: 4.4, confirmed: true });
    // 8.513,9146 / 1.936,27 = 4,3970… → 4,40 €.
    expect(Math.round((8513.9146 / 1936.27) * 100) / 100).toBe(4.4);
    expect(result.steps.map((step) => step.value)).toEqual(['8513,9146', '1 lire × 8513,9146 = 8.513,91 lire', '8.513,91 lire → 4,40 €']);
  });

  // Published example: Il Sole 24 Ore, 18/01/2010, «I grandi amarcord della lira» (R. Cadeo), reprinted at
  // https://www.cinquantamila.it/storyTellerArticolo.php?storyId=0000000195457: an allowance of 100.000 lire agreed
  // in 1980 is «226 euro, ossia 436.750 lire» in 2009 by ISTAT's table, so the 1980 coefficient in 2009 values is
  // 4,3675 (436.750 / 100.000), and 436.750 / 1.936,27 = 225,56 € (the article rounds to the euro).
  it('turns 100.000 lire of 1980 into 436.750 lire of 2009, 225,56 € (the article says 226 euro)', () => {
    const result = resultOf(moneyValueOrError({ amount: 100_000, year: 1980, toYear: 2009 }));
    expect(result).toMatchObject({ coefficient: '4.3675', tableYear: 2009, value: 225.56, confirmed: false });
    expect(result.steps[1]!.value).toBe('100.000 lire × 4,3675 = 436.750 lire');
    expect(Math.round(result.value)).toBe(226);
  });

  it('turns 1.000.000 lire of 1995 into euro of 2023 with the 1,745 coefficient, marked to be confirmed', () => {
    // 1.000.000 × 1,745 = 1.745.000 lire; / 1.936,27 = 901,22 €.
    expect(moneyValueOrError({ amount: 1_000_000, year: 1995, toYear: 2023 })).toMatchObject({ result: { value: 901.22, tableYear: 2023, confirmed: false } });
  });

  // Two years of one table compare by the ratio of their coefficients: each is the price level of the table's year
  // over that of its own year, so c(A) / c(B) is the level of B over that of A.
  it('carries 1.000.000 lire of 1993 into lire of 1996 by the ratio of the two coefficients of the 2023 table', () => {
    const result = resultOf(moneyValueOrError({ amount: 1_000_000, year: 1993, toYear: 1996 }));
    // 1,911 / 1,680 = 1,1375 exactly: 1.137.500 lire.
    expect(result).toMatchObject({ coefficient: '1.1375', tableYear: 2023, value: 1_137_500, fromCurrency: 'lire', toCurrency: 'lire', confirmed: false });
    expect(result.steps).toEqual([
      { label: 'Coefficienti ISTAT nella tavola in valori del 2023', value: '1993: 1,911; 1996: 1,680' },
      { label: 'Coefficiente dal 1993 al 1996 (rapporto dei due)', value: '1,911 / 1,680 = 1,1375' },
      { label: 'Somma per il coefficiente', value: '1.000.000 lire × 1,911 / 1,680 = 1.137.500 lire' },
    ]);
    // And back: 1.137.500 lire of 1996 were 1.000.000 lire of 1993.
    expect(moneyValueOrError({ amount: 1_137_500, year: 1996, toYear: 1993 })).toMatchObject({ result: { value: 1_000_000 } });
  });

  it('carries euro of a table\'s own year back into lire, to the centesimo: 4,40 € of 2008 were 1 lira of 1861', () => {
    // 4,40 × 1.936,27 / 8.513,9146 = 1,00067… → 1,00 lire.
    expect(moneyValueOrError({ amount: 4.4, year: 2008, toYear: 1861 })).toMatchObject({ result: { value: 1, tableYear: 2008, toCurrency: 'lire', confirmed: true } });
    expect(moneyValueOrError({ amount: 1, year: 2008, toYear: 1861 })).toMatchObject({ result: { value: 0.23 } });
  });

  it('says in Italian which years each held table compares when a pair is in none', () => {
    const outcome = moneyValueOrError({ amount: 100, year: 1950, toYear: 2024 });
    expect(outcome).toEqual({ error: expect.stringContaining('Il coefficiente ISTAT per tradurre valori del 1950 in valori del 2024 non è tra i dati confermati') });
    expect('error' in outcome && outcome.error).toContain('tavola in valori del 2023: 1993, 1994, 1995, 1996, 2023');
    // 1861 and 1995 are held, but in different tables: their coefficients do not compare.
    expect(moneyValueOrError({ amount: 100, year: 1861, toYear: 1995 })).toEqual({ error: expect.stringContaining('non è tra i dati confermati') });
    expect(moneyValueOrError({ amount: 100, year: 1850, toYear: 2008 })).toEqual({ error: MONEY_VALUE_MESSAGES.year });
    expect(moneyValueOrError({ amount: -1, year: 1861, toYear: 2008 })).toEqual({ error: MONEY_VALUE_MESSAGES.amount });
  });

  it('keeps a sum of a year in the same year as it is', () => {
    fc.assert(
      fc.property(fc.integer({ min: MONEY_VALUE_FIRST_YEAR, max: 2100 }), fc.integer({ min: 0, max: 1e15 }), (year, cents) => {
        const amount = sumOf(cents, year);
        expect(moneyValueOrError({ amount, year, toYear: year })).toMatchObject({ result: { value: amount, coefficient: '1' } });
      }),
    );
  });

  it('gives a finite positive value, from a table holding both years, for any two years of a held table', () => {
    const pairs = MONEY_VALUE_TABLES.flatMap((table) => yearsOf(table).flatMap((year) => yearsOf(table).map((toYear) => [year, toYear] as const)));
    fc.assert(
      fc.property(fc.constantFrom(...pairs), fc.integer({ min: 100_000, max: 1e11 }), ([year, toYear], cents) => {
        const result = resultOf(moneyValueOrError({ amount: sumOf(cents, year), year, toYear }));
        expect(Number.isFinite(result.value) && result.value > 0).toBe(true);
        if (year !== toYear) {
          const table = MONEY_VALUE_TABLES.find((candidate) => candidate.toYear === result.tableYear)!;
          expect(yearsOf(table)).toEqual(expect.arrayContaining([year, toYear]));
          expect(result.confirmed).toBe(table.reference.confirmed);
        }
      }),
    );
  });

  it('brings a sum from A to B and back to A within the rounding of each leg', () => {
    const pairs = MONEY_VALUE_TABLES.flatMap((table) => yearsOf(table).flatMap((year) => yearsOf(table).map((toYear) => [year, toYear] as const)));
    fc.assert(
      fc.property(fc.constantFrom(...pairs), fc.integer({ min: 1, max: 1e11 }), ([year, toYear], cents) => {
        const amount = sumOf(cents, year);
        const there = resultOf(moneyValueOrError({ amount, year, toYear }));
        const back = resultOf(moneyValueOrError({ amount: there.value, year: toYear, toYear: year }));
        // Each leg rounds to the cent (centesimo): half a cent on the way there, carried back at the pair's rate, and
        // half a cent on the way back. Where B's money is worth no more than A's, that is within a cent.
        const currency = there.fromCurrency === there.toCurrency ? 1 : there.fromCurrency === 'lire' ? 1 / 1936.27 : 1936.27;
        const rateBack = 1 / (Number(there.coefficient) * currency);
        expect(Math.abs(back.value - amount)).toBeLessThanOrEqual((0.005 + 1e-6) * rateBack + 0.005 + 1e-9);
        if (rateBack <= 1) expect(Math.abs(back.value - amount)).toBeLessThanOrEqual(0.01 + 1e-9);
      }),
    );
  });

  it('grows a sum with every held coefficient above 1 and ends any input in a result or an Italian sentence', () => {
    for (const table of MONEY_VALUE_TABLES) for (const coefficient of Object.values(table.coefficients)) expect(Number(coefficient)).toBeGreaterThan(1);
    fc.assert(
      fc.property(fc.double(), fc.oneof(fc.integer({ min: 1800, max: 2100 }), fc.double()), fc.oneof(fc.constantFrom(1861, 1980, 1995, 2008, 2009, 2023), fc.integer(), fc.double()), (amount, year, toYear) => {
        const outcome = moneyValueOrError({ amount, year, toYear });
        if ('error' in outcome) expect(outcome.error).toMatch(/^[A-ZÀ-Ú]/);
        else expect(Number.isFinite(outcome.result.value) && outcome.result.value >= 0).toBe(true);
      }),
    );
  });

  it('answers any year before 1861, or not a whole number, with the Italian sentence on years', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ max: MONEY_VALUE_FIRST_YEAR - 1 }), fc.double({ noInteger: true })), fc.integer({ min: MONEY_VALUE_FIRST_YEAR, max: 2100 }), fc.boolean(), (bad, good, badFirst) => {
        const [year, toYear] = badFirst ? [bad, good] : [good, bad];
        expect(moneyValueOrError({ amount: 100, year, toYear })).toEqual({ error: MONEY_VALUE_MESSAGES.year });
      }),
    );
  });
});
