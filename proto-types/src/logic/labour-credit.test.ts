import fc from 'fast-check';
import { FOI_MONTHS } from './foi.js';
import { labourCreditOrError } from './labour-credit.js';

const result = (amount: number, from: string, to: string) => {
  const outcome = labourCreditOrError({ amount, from, to });
  if ('error' in outcome) throw new Error(outcome.error);
  return outcome.result;
};

describe('labourCreditOrError (art. 429 c.p.c.)', () => {
  // Worked by hand from the published data: FOI January 2023 118,3, January 2024 119,3 (+0,8%), January 2025 120,9
  // (+2,2%), March 2025 121,4 (+2,6%); legal rate 5% in 2023, 2,5% in 2024, 2% in 2025 (D.M. in G.U.).
  it('revalues 10.000 € due in January 2023 to March 2025 with interest on the credit revalued year by year', () => {
    const credit = result(10000, '2023-01', '2025-03');
    // Feb 2023 – Jan 2024 on 10.080 €: 334 days at 5% and 31 at 2,5%.
    const first = Math.round((10080 * (0.05 * 334 + 0.025 * 31) / 365) * 100) / 100;
    // Feb 2024 – Jan 2025 on 10.220 €: 335 days at 2,5% and 31 at 2%.
    const second = Math.round((10220 * (0.025 * 335 + 0.02 * 31) / 365) * 100) / 100;
    // Feb – Mar 2025 on 10.260 €: 59 days at 2%.
    const third = Math.round((10260 * 0.02 * 59 / 365) * 100) / 100;
    expect(credit.stretches.map((stretch) => [stretch.capital, stretch.days, stretch.interest])).toEqual([
      [10080, 365, first],
      [10220, 366, second],
      [10260, 59, third],
    ]);
    expect([first, second, third]).toEqual([482.6, 251.86, 33.17]);
    expect(credit).toMatchObject({ revalued: 10260, revaluation: 260, interest: 767.63, total: 11027.63 });
    expect(credit.steps.at(-1)!.value).toBe('10.260,00 € + 767,63 € di interessi = 11.027,63 €');
    for (const step of credit.steps) expect(step.rule).toMatch(/art\. (429|1284)/);
  });

  it('charges interest on the revalued credit, not on the final sum: less than the final sum would earn', () => {
    const credit = result(10000, '2021-12', '2025-12');
    const onFinal = credit.stretches.reduce((sum, stretch) => sum + (credit.revalued * stretch.interest) / stretch.capital, 0);
    expect(credit.interest).toBeLessThan(onFinal);
    expect(credit.stretches[0]!.capital).toBeLessThan(credit.revalued);
  });

  it('never lowers the credit when the index falls (January to March 2023: 118,3 → 118,0)', () => {
    const credit = result(1000, '2023-01', '2023-03');
    expect(credit).toMatchObject({ revalued: 1000, revaluation: 0 });
    expect(credit.interest).toBe(Math.round(1000 * 0.05 * 59 / 365 * 100) / 100);
    expect(credit.steps[0]!.value).toContain('negativa: il credito resta quello dovuto');
  });

  it('says «da confermare» when a stretch stands on an index read off a published change (June 2025)', () => {
    const credit = result(1000, '2024-06', '2025-06');
    expect(credit.steps.at(-1)).toEqual({ label: 'Indici da confermare', value: expect.stringMatching(/^giugno 2025: .*da confermare/), rule: expect.any(String) });
    expect(result(1000, '2024-07', '2025-07').steps.map((step) => step.label)).not.toContain('Indici da confermare');
  });

  it('names the month whose index is not held, in Italian', () => {
    expect(labourCreditOrError({ amount: 100, from: '2025-01', to: '2030-01' })).toEqual({ error: expect.stringContaining("l'ultimo mese presente è") });
    expect(labourCreditOrError({ amount: 100, from: '2025-06', to: '2026-03' })).toEqual({ error: expect.stringContaining('marzo 2026') });
  });

  const held = FOI_MONTHS.map((entry) => entry.month);
  const months = fc.constantFrom(...held);
  it('is the identity over a zero interval: no revaluation, no interest', () => {
    fc.assert(fc.property(months, fc.integer({ min: 0, max: 1e9 }), (month, cents) => {
      const credit = result(cents / 100, month, month);
      expect(credit).toMatchObject({ revalued: cents / 100, interest: 0, total: cents / 100, stretches: [] });
    }));
  });

  it('never gives negative interest nor a credit below the sum due, and adds up to the cent', () => {
    fc.assert(fc.property(months, months, fc.integer({ min: 0, max: 1e9 }), (a, b, cents) => {
      const [from, to] = a <= b ? [a, b] : [b, a];
      const outcome = labourCreditOrError({ amount: cents / 100, from, to });
      if ('error' in outcome) return expect(outcome.error).toMatch(/^L'indice FOI di .* non è (ancora )?tra i dati/);
      const credit = outcome.result;
      expect(credit.interest).toBeGreaterThanOrEqual(0);
      expect(credit.revalued).toBeGreaterThanOrEqual(cents / 100);
      expect(Math.round(credit.total * 100)).toBe(Math.round(credit.revalued * 100) + Math.round(credit.interest * 100));
      for (const stretch of credit.stretches) expect(stretch.interest).toBeGreaterThanOrEqual(0);
    }));
  });

  it('ends any input at once in a result or an Italian sentence', () => {
    fc.assert(fc.property(fc.double(), fc.oneof(months, fc.string()), fc.oneof(months, fc.string()), (amount, from, to) => {
      const outcome = labourCreditOrError({ amount, from, to });
      if ('error' in outcome) expect(outcome.error).toMatch(/^[A-ZÀ-Ú]/);
      else expect(outcome.result.total).toBeGreaterThanOrEqual(0);
    }));
  });
});
