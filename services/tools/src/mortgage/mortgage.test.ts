import fc from 'fast-check';
import { annuity, schedule } from './amortisation.js';
import { addMonths, calculateMortgage } from './mortgage.js';

describe('calculateMortgage', () => {
  it('100,000 € at 3% for 20 years: 554.60 € a month, the last row closing the debt at 0', () => {
    // French amortisation: 100,000 × 0.0025 / (1 − 1.0025^−240) = 554.5976 → 554.60; first interest 100,000 × 0.25% = 250.
    const answer = calculateMortgage({ principal: 100_000, annualRate: 3, years: 20, firstPaymentDate: '2026-01-31' });
    expect(answer).toMatchObject({ payment: 554.6, payments: 240, totalInterest: 33_103.24, totalPaid: 133_103.24, solvedFor: 'payment' });
    expect(answer.schedule[0]).toEqual({ n: 1, date: '2026-01-31', payment: 554.6, interest: 250, principal: 304.6, balance: 99_695.4 });
    expect(answer.schedule[1]?.date).toBe('2026-02-28');
    expect(answer.schedule.at(-1)).toEqual({ n: 240, date: '2045-12-31', payment: 553.84, interest: 1.38, principal: 552.46, balance: 0 });
  });

  it('matches a published table of payments: 110.000 € over 20 years at 0,5%–3% (rivaluta.it)', () => {
    // https://www.rivaluta.it/rata-mutuo-prestito.asp: 240 monthly payments of 610,06 € at 3%, 582,89 € at 2,5%,
    // 556,47 € at 2%, 530,80 € at 1,5%, 505,88 € at 1% and 481,73 € at 0,5%.
    const published: Array<[number, number]> = [
      [3, 610.06],
      [2.5, 582.89],
      [2, 556.47],
      [1.5, 530.8],
      [1, 505.88],
      [0.5, 481.73],
    ];
    for (const [annualRate, payment] of published) {
      expect(calculateMortgage({ principal: 110_000, annualRate, years: 20 })).toMatchObject({ payment, payments: 240 });
    }
  });

  it('TAEG: with no costs the TAN compounded monthly, with costs the IRR of the flows made yearly', () => {
    // (1 + 3%/12)^12 − 1 = 3.0416% → 3.04.
    expect(calculateMortgage({ principal: 100_000, annualRate: 3, years: 20 }).taeg).toBe(3.04);
    // 1,300 € at the start and 2 € a payment: 98,700 € received against 556.60 € a month; checked by an independent
    // bisection: 3.2324% → 3.23.
    const withCosts = calculateMortgage({ principal: 100_000, annualRate: 3, years: 20, costs: { arrangement: 1000, appraisal: 300, perPayment: 2 } });
    expect(withCosts).toMatchObject({ taeg: 3.23, totalCost: 33_103.24 + 1300 + 480 });
  });

  it('answers the inverse questions: how much for a payment, which rate for a payment', () => {
    expect(calculateMortgage({ payment: 554.6, annualRate: 3, years: 20 })).toMatchObject({ solvedFor: 'principal', principal: 100_000.43, payment: 554.6 });
    expect(calculateMortgage({ principal: 100_000, payment: 554.6, years: 20 })).toMatchObject({ solvedFor: 'annualRate', annualRate: 3 });
    expect(() => calculateMortgage({ principal: 100_000, payment: 100, years: 20 })).toThrow('Nessun tasso tra 0% e 30% dà questa rata');
    expect(() => calculateMortgage({ principal: 100_000, years: 20 })).toThrow('Indica due tra «Importo del mutuo (€)», «Tasso annuo nominale, TAN (%)» e «Rata (€)»');
  });

  it('quarterly and half-yearly payments, and a zero rate', () => {
    expect(calculateMortgage({ principal: 10_000, annualRate: 4, years: 1, frequency: 'quarterly', firstPaymentDate: '2026-03-31' }).schedule.map((row) => row.date)).toEqual([
      '2026-03-31',
      '2026-06-30',
      '2026-09-30',
      '2026-12-31',
    ]);
    expect(calculateMortgage({ principal: 1000, annualRate: 0, years: 1 })).toMatchObject({ payment: 83.33, totalInterest: 0 });
  });

  it('keeps the day of the month or the month\'s last day', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2024-01-31', 13)).toBe('2025-02-28');
    expect(addMonths('2024-11-15', 2)).toBe('2025-01-15');
  });

  it('every schedule adds up: principal parts to the loan, payments to principal plus interest, balance to 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100_00, max: 2_000_000_00 }), fc.integer({ min: 0, max: 15_000 }), fc.constantFrom(12, 4, 2), fc.integer({ min: 1, max: 40 }), (cents, rate, perYear, years) => {
        const [principal, milli, count] = [BigInt(cents), BigInt(rate), years * perYear];
        const rows = schedule(principal, milli, perYear, count, annuity(principal, milli, perYear, count));
        expect(rows.reduce((sum, row) => sum + row.principal, 0n)).toBe(principal);
        expect(rows.at(-1)?.balance).toBe(0n);
        for (const row of rows) expect(row.payment).toBe(row.interest + row.principal);
        expect(rows.length).toBeLessThanOrEqual(count);
      }),
      { numRuns: 40 },
    );
  });
});
