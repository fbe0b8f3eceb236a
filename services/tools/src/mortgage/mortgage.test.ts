import fc from 'fast-check';
import { annuity, schedule } from './amortisation.js';
import { addMonths, calculateMortgage } from './mortgage.js';
import { presentValue } from './taeg.js';

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

  // Issue 36: costs at or above the loan gave «taeg: 409500», the top of the old solver's range. With no credit
  // received, the equation of the TAEG (credit = present value of the payments) has no solution: a refusal.
  it('refuses a TAEG when the upfront costs leave no credit', () => {
    const refusal = "Le spese iniziali (istruttoria e perizia, 10.000,00 €) non sono inferiori all'importo del mutuo (10.000,00 €): non resta credito da ricevere, quindi il TAEG non esiste";
    expect(() => calculateMortgage({ principal: 10_000, annualRate: 3, years: 5, costs: { arrangement: 9_000, appraisal: 1_000 } })).toThrow(refusal);
    expect(() => calculateMortgage({ principal: 1000, annualRate: 3, years: 5, costs: { arrangement: 5_000 } })).toThrow('non resta credito da ricevere');
  });

  // 99.000 € of costs on 100.000 €: 1.000 € received against 1.796,18 € a month for 5 years. The rate is far above
  // the old bracket (100% a month), and the answer is the one that solves the equation.
  it('finds a TAEG however high the costs make it, short of the whole loan', () => {
    const answer = calculateMortgage({ principal: 100_000, annualRate: 3, years: 5, costs: { arrangement: 99_000 } });
    const perPeriod = (1 + answer.taeg / 100) ** (1 / 12) - 1;
    expect(answer.taeg).toBeGreaterThan(409_500);
    expect(presentValue(answer.schedule.map((row) => row.payment), perPeriod) / 1000).toBeCloseTo(1, 6);
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

  it('the TAEG is a finite rate that solves the equation of the Banca d\'Italia, or an Italian refusal', () => {
    const costs = fc.record({ arrangement: fc.integer({ min: 0, max: 100_000_00 }), appraisal: fc.integer({ min: 0, max: 1_000_00 }), perPayment: fc.integer({ min: 0, max: 50_00 }) });
    fc.assert(
      fc.property(fc.integer({ min: 1_00, max: 500_000_00 }), fc.integer({ min: 0, max: 30_000 }), fc.constantFrom('monthly', 'quarterly', 'semiannual') as fc.Arbitrary<'monthly' | 'quarterly' | 'semiannual'>, fc.integer({ min: 1, max: 40 }), costs, (cents, milli, frequency, years, spent) => {
        const request = {
          principal: cents / 100,
          annualRate: milli / 1000,
          years,
          frequency,
          costs: { arrangement: spent.arrangement / 100, appraisal: spent.appraisal / 100, perPayment: spent.perPayment / 100 },
        };
        let answer;
        try {
          answer = calculateMortgage(request);
        } catch (error) {
          expect((error as Error).message).toMatch(/TAEG/);
          expect(spent.arrangement + spent.appraisal).toBeGreaterThanOrEqual(cents);
          return;
        }
        expect(Number.isFinite(answer.taeg)).toBe(true);
        const received = (cents - spent.arrangement - spent.appraisal) / 100;
        const outflows = answer.schedule.map((row) => row.payment + spent.perPayment / 100);
        const perYear = { monthly: 12, quarterly: 4, semiannual: 2 }[frequency];
        const valueAt = (yearly: number) => presentValue(outflows, (1 + yearly / 100) ** (1 / perYear) - 1);
        // The answer is rounded to 0,01 points: the exact root lies within half of that (relatively, for huge rates).
        const slack = Math.max(0.005, answer.taeg * 1e-9);
        expect(valueAt(answer.taeg - slack)).toBeGreaterThanOrEqual(received * (1 - 1e-9));
        expect(valueAt(answer.taeg + slack)).toBeLessThanOrEqual(received * (1 + 1e-9));
      }),
      { numRuns: 300 },
    );
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
