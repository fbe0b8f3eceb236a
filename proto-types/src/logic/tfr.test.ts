import fc from 'fast-check';
import { calculateTfr, calculateTfrOrError, revalue, substituteTaxRate, TFR_MESSAGES } from './tfr.js';

describe('calculateTfr', () => {
  it('accrues 2.072,22 € on 30.000 € in 2025: 30.000 / 13,5 − 150 (the issue’s example)', () => {
    const result = calculateTfr({ periods: [{ year: 2025, salary: 30000 }] });
    expect(result.years[0]).toMatchObject({ quota: 2222.22, contribution: 150, accrual: 2072.22, coefficient: null, revaluation: 0, closingFund: 2072.22 });
    expect(result.grossTfr).toBe(2072.22);
  });

  // Covip, «Guida introduttiva alla previdenza complementare», via https://fondofonte.it/newsletter/il-tfr:
  // a fund of 2.073 € revalued at 1,5% + 75% × 2% and net of the 17% tax grows by 51,62 €.
  it('revalues 2.073 € at 3% into 51,62 € net of the 17% tax (Covip’s example)', () => {
    expect(revalue(2073, '3.000000', 17)).toEqual({ revaluation: 62.19, substituteTax: 10.57, net: 51.62 });
  });

  // https://www.fiscal-focus.it/news-24/ore-16-22-rivalutazione-tfr-coefficiente-aggiornato-ad-agosto-2025,3,176331:
  // «un TFR di 10.000 euro maturato al 31 dicembre 2024 si rivaluta di 199,83 euro» in August 2025.
  it('revalues 10.000 € held at 31/12/2024 by 199,83 € for a job ending in August 2025 (fiscal-focus)', () => {
    const result = calculateTfr({ periods: [{ year: 2025, salary: 0 }], initialFund: 10000, initialMonths: 120, endMonth: 8 });
    expect(result.years[0]).toMatchObject({ coefficient: '1.998336', revaluation: 199.83, substituteTax: 33.97 });
  });

  it('revalues the fund at 31 December of the year before by the December coefficient, net of the 17% tax', () => {
    const result = calculateTfr({ periods: [{ year: 2024, salary: 30000 }, { year: 2025, salary: 30000 }] });
    // 2.072,22 × 2,311148% (December 2025 over December 2024) = 47,89; 17% = 8,14; 39,75 joins the fund.
    expect(result.years[1]).toMatchObject({ openingFund: 2072.22, coefficient: '2.311148', revaluation: 47.89, substituteTax: 8.14, closingFund: 4184.19 });
    expect(result).toMatchObject({ totalAccrual: 4144.44, totalRevaluation: 47.89, totalSubstituteTax: 8.14, grossTfr: 4184.19 });
  });

  it('taxes what is paid at the average IRPEF rate of the reference income, and says it is an approximation', () => {
    const result = calculateTfr({ periods: [{ year: 2024, salary: 30000 }, { year: 2025, salary: 30000 }] });
    // Taxable 4.144,44 over 2 years: reference income 24.866,64, all in the 23% bracket of 2025.
    expect(result.tax).toMatchObject({ taxable: 4144.44, months: 24, referenceIncome: 24866.64, employerRate: 23, withholding: 953.22, bracketsYear: 2025, net: 3230.97 });
    expect(result.taxNote).toContain('Approssimazione');
    const settled = calculateTfr({ periods: [{ year: 2024, salary: 30000 }, { year: 2025, salary: 30000 }], averageRate: 20 });
    expect(settled.tax).toMatchObject({ settledTax: 828.89, settlement: -124.33, net: 3355.3 });
  });

  it('says which indexes used were read off published coefficients rather than printed', () => {
    expect(calculateTfr({ periods: [{ year: 2023, salary: 30000 }, { year: 2024, salary: 30000 }] }).foiUnconfirmed).toEqual(['2023-12']);
    expect(calculateTfr({ periods: [{ year: 2024, salary: 30000 }, { year: 2025, salary: 30000 }] }).foiUnconfirmed).toEqual([]);
  });

  it('uses the substitute tax of the year: 11% to 2014, 17% from 2015', () => {
    expect([2014, 2015].map(substituteTaxRate)).toEqual([11, 17]);
  });

  it('says which month is the last held when a year needs one not yet published', () => {
    const outcome = calculateTfrOrError({ periods: [{ year: 2025, salary: 30000 }, { year: 2026, salary: 30000 }] });
    expect(outcome).toEqual({ error: "L'indice FOI di dicembre 2026 non è ancora tra i dati: l'ultimo mese presente è febbraio 2026" });
    expect(calculateTfrOrError({ periods: [{ year: 2025, salary: 30000 }, { year: 2026, salary: 2500 }], endMonth: 1 })).toHaveProperty('result');
  });

  it.each([
    [{ periods: [] }, TFR_MESSAGES.noPeriods],
    [{ periods: [{ year: 2020, salary: 1 }, { year: 2022, salary: 1 }] }, TFR_MESSAGES.consecutive],
    [{ periods: [{ year: 2025, salary: 1.005 }] }, TFR_MESSAGES.salary],
    [{ periods: [{ year: 2025, salary: 1 }], endMonth: 13 }, TFR_MESSAGES.endMonth],
    [{ periods: [{ year: 2025, salary: 1 }], initialFund: 100 }, TFR_MESSAGES.initialMonths],
  ])('refuses %j in Italian', (input, error) => {
    expect(calculateTfrOrError(input)).toEqual({ error });
  });

  const period = fc.record({ year: fc.integer({ min: 1980, max: 2030 }), salary: fc.oneof(fc.integer({ min: 0, max: 200000 }), fc.double({ noNaN: false })) });
  it('ends any input at once in a result or an Italian sentence', () => {
    fc.assert(
      fc.property(fc.array(period, { maxLength: 4 }), fc.option(fc.integer({ min: -2, max: 14 }), { nil: undefined }), (periods, endMonth) => {
        const outcome = calculateTfrOrError({ periods, endMonth });
        if ('error' in outcome) expect(outcome.error).toMatch(/^[A-ZÀ-Ú]/);
        else expect(outcome.result.grossTfr).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('accrues more on a higher salary, never less', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (a, b) => {
        const [low, high] = a <= b ? [a / 100, b / 100] : [b / 100, a / 100];
        const accrual = (salary: number) => calculateTfr({ periods: [{ year: 2025, salary }] }).years[0]!.accrual;
        expect(accrual(high)).toBeGreaterThanOrEqual(accrual(low));
      }),
    );
  });
});
