import fc from 'fast-check';
import { calculateTfrForm, DEFAULT_TFR_FORM, TFR_FORM_MESSAGES } from './tfr.service';

describe('calculateTfrForm', () => {
  it('accrues 2.072,22 € on 30.000 € typed the Italian way for 2025 alone', () => {
    expect(calculateTfrForm({ ...DEFAULT_TFR_FORM, from: 2025, to: 2025, salary: '30.000' })).toMatchObject({ result: { grossTfr: 2072.22 } });
  });

  it('counts the year the job ends for its months only: left in February 2025, two twelfths of 30.000 € accrue', () => {
    const outcome = calculateTfrForm({ ...DEFAULT_TFR_FORM, from: 2024, to: 2025, salary: '30.000', endMonth: 2 });
    expect('result' in outcome).toBe(true);
    if (!('result' in outcome)) return;
    // 5.000,00 € / 13,5 = 370,37 €, less 0,50% of 5.000 € = 25 €.
    expect(outcome.result.years.map((year) => year.accrual)).toEqual([2072.22, 345.37]);
    expect(outcome.result.tax?.months).toBe(14);
  });

  // From 1.000 € a year a month's quota (about 6 €) outweighs any month's fall of the revaluation when the FOI drops;
  // on a few euro a year the rounding of the twelfths can make it the other way round by a cent.
  it('never gives more TFR to a job that ends earlier in its last year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2016, max: 2025 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1000, max: 200_000 }), fc.integer({ min: 1, max: 11 }), (from, span, salary, month) => {
        const form = { ...DEFAULT_TFR_FORM, from, to: Math.min(from + span, 2025), salary: String(salary) };
        const earlier = calculateTfrForm({ ...form, endMonth: month });
        const later = calculateTfrForm({ ...form, endMonth: month + 1 });
        expect('result' in earlier && 'result' in later).toBe(true);
        if ('result' in earlier && 'result' in later) expect(earlier.result.grossTfr).toBeLessThanOrEqual(later.result.grossTfr);
      }),
    );
  });

  it('computes the default five years with their revaluations', () => {
    const outcome = calculateTfrForm(DEFAULT_TFR_FORM);
    expect('result' in outcome && outcome.result.years.map((year) => year.year)).toEqual([2021, 2022, 2023, 2024, 2025]);
  });

  it.each([
    [{ ...DEFAULT_TFR_FORM, salary: 'trentamila' }, TFR_FORM_MESSAGES.salary],
    [{ ...DEFAULT_TFR_FORM, from: 2025, to: 2024 }, TFR_FORM_MESSAGES.years],
    [{ ...DEFAULT_TFR_FORM, averageRate: 'venti' }, TFR_FORM_MESSAGES.averageRate],
    [{ ...DEFAULT_TFR_FORM, to: 2026 }, "L'indice FOI di dicembre 2026 non è ancora tra i dati: l'ultimo mese presente è febbraio 2026"],
  ])('stops %j with the message to show', (form, message) => {
    expect(calculateTfrForm(form)).toEqual({ error: message });
  });
});
