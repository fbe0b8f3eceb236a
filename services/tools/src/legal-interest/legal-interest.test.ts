import fc from 'fast-check';
import { parseIsoDay } from '../workdays/italian-holidays.js';
import { simpleLegalInterest } from './accrual.js';
import { calculateLegalInterest } from './legal-interest.js';

describe('calculateLegalInterest', () => {
  it('splits at 1 January where the rate changes, and the periods add up to the interest', () => {
    // 10,000 € over 2024 at 2.5% (D.M. 29/11/2023): 365 earning days (2 Jan – 31 Dec) over 365 = 250 €; 1 January
    // 2025 at 2% (D.M. 10/12/2024): 10,000 × 2% / 365 = 0.5479… → 250.5479… rounds to 250.55.
    const answer = calculateLegalInterest({ amount: 10_000, from: '2024-01-01', to: '2025-01-01' });
    expect(answer).toMatchObject({ days: 366, interest: 250.55, total: 10_250.55, compounding: 'simple' });
    expect(answer.periods).toEqual([
      { from: '2024-01-02', to: '2024-12-31', days: 365, rate: 2.5, capital: 10_000, interest: 250 },
      { from: '2025-01-01', to: '2025-01-01', days: 1, rate: 2, capital: 10_000, interest: 0.55 },
    ]);
  });

  it('uses 1.6% in 2026 (D.M. 10/12/2025) and counts 29 February over 365', () => {
    // 1,000 € for the 31 days of January 2026: 1000 × 1.6% × 31 / 365 = 1.3589… → 1.36.
    expect(calculateLegalInterest({ amount: 1000, from: '2025-12-31', to: '2026-01-31' }).interest).toBe(1.36);
    // February 2024 has 29 days: 3650 × 2.5% × 29 / 365 = 7.25 exactly.
    expect(calculateLegalInterest({ amount: 3650, from: '2024-01-31', to: '2024-02-29' }).interest).toBe(7.25);
  });

  it('knows the 10% of law 353/1990 from 16 December 1990 and the rates since', () => {
    const answer = calculateLegalInterest({ amount: 36_500, from: '1990-12-14', to: '1990-12-17' });
    // 15 December at 5% (5 €), 16 and 17 December at 10% (2 × 10 €).
    expect(answer.periods.map((period) => [period.rate, period.days, period.interest])).toEqual([
      [5, 1, 5],
      [10, 2, 20],
    ]);
    expect(answer.rules[0]).toMatchObject({ value: '5% dal 21/04/1942', confirmed: true });
    expect(answer.rules[1]?.source.title).toContain('353');
  });

  it('matches the worked examples of the Provincia di Bolzano\'s statistics office (ASTAT), but for its leap-year divisor', () => {
    // https://astat.provinz.bz.it/it/spiegazioni-esempi-interessi-legali.asp, example 1: 1.000 € for the 83 days from
    // 11/06/2007 to 01/09/2007 (ASTAT counts both ends, so the start here is the day before): 1.000 × 2,5% × 83 / 365 = 5,68.
    expect(calculateLegalInterest({ amount: 1000, from: '2007-06-10', to: '2007-09-01' })).toMatchObject({ days: 83, interest: 5.68 });
    // Example 2: 1.000 € from 10/06/1998 to 01/09/2003, 204 days at 5%, 1999–2000 at 2,5%, 2001 at 3,5%, 609 days at
    // 3%. ASTAT gives 163,00: it divides the 366 days of 2000 by 366 (25,00) and rounds each stretch. Here every year
    // divides by 365, as the usual formula C × S × N / 36.500 and the Agenzia (ris. 296/E of 2008) do, so 2000 earns
    // 25,07 and the whole, rounded once, is 163,07.
    const answer = calculateLegalInterest({ amount: 1000, from: '1998-06-10', to: '2003-09-01' });
    expect(answer.periods.map((period) => [period.from, period.days, period.rate])).toEqual([
      ['1998-06-11', 204, 5],
      ['1999-01-01', 731, 2.5],
      ['2001-01-01', 365, 3.5],
      ['2002-01-01', 609, 3],
    ]);
    expect(answer.periods[0]?.interest).toBe(27.95);
    expect(answer.interest).toBe(163.07);
  });

  it('capitalises each year at the anniversary when asked (art. 1283 c.c.)', () => {
    // 2023 at 5%: 1000 → 50 €, capitalised on 31/12/2023; 2024 (366 days over 365) earns on 1050 at 2.5%:
    // 1050 × 2.5% × 366 / 365 = 26.3219… → 26.32. Simple interest would give 50 + 25.07 = 75.07.
    const answer = calculateLegalInterest({ amount: 1000, from: '2022-12-31', to: '2024-12-31', compounding: 'yearly' });
    expect(answer.interest).toBe(76.32);
    expect(answer.periods.map((period) => [period.capital, period.interest])).toEqual([
      [1000, 50],
      [1050, 26.32],
    ]);
    expect(calculateLegalInterest({ amount: 1000, from: '2022-12-31', to: '2024-12-31' }).interest).toBe(75.07);
    expect(answer.rules.at(-1)?.source.title).toBe('Codice civile, art. 1283');
  });

  it('refuses what the table cannot answer, in Italian', () => {
    expect(() => calculateLegalInterest({ amount: 1, from: '2026-01-01', to: '2027-01-01' })).toThrow('Il tasso legale dopo il 31/12/2026 non è ancora stato fissato');
    expect(() => calculateLegalInterest({ amount: 1, from: '2025-02-29', to: '2025-03-01' })).toThrow('Il campo «Dal (giorno della scadenza)» non è una data del calendario');
    expect(() => calculateLegalInterest({ amount: 1, from: '2025-03-01', to: '2025-02-01' })).toThrow('La data «Al (giorno del pagamento)» non può essere prima della data «Dal (giorno della scadenza)»');
    expect(() => calculateLegalInterest({ amount: 1.001, from: '2025-01-01', to: '2025-02-01' })).toThrow('al massimo due decimali');
  });

  it('is additive over split periods and grows with time', () => {
    const first = parseIsoDay('1990-01-01')!;
    const span = parseIsoDay('2026-12-31')! - first;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.array(fc.integer({ min: 0, max: span }), { minLength: 3, maxLength: 3 }), (cents, days) => {
        const [a, b, c] = days.sort((x, y) => x - y).map((day) => first + day) as [number, number, number];
        const whole = simpleLegalInterest(BigInt(cents), a + 1, c).interestCents;
        const split = simpleLegalInterest(BigInt(cents), a + 1, b).interestCents + simpleLegalInterest(BigInt(cents), b + 1, c).interestCents;
        // Each part is rounded to the cent on its own, so they may differ by at most one cent.
        expect(whole - split <= 1n && split - whole <= 1n).toBe(true);
        expect(simpleLegalInterest(BigInt(cents), a + 1, b).interestCents <= whole).toBe(true);
      }),
    );
  });
});
