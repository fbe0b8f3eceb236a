import { parseIsoDay } from '../workdays/italian-holidays.js';
import { IRPEF_BRACKETS } from '../rules/irpef.js';
import { valueAt } from '../rules/parameter.js';
import { irpefCents, percentOf } from './contributions.js';

const brackets = (year: number) => valueAt(IRPEF_BRACKETS, parseIsoDay(`${year}-01-01`)!);

describe('irpefCents', () => {
  // The 2026 cut of the second bracket from 35% to 33% saves 240 € on 40.000 € and at most 440 € from 50.000 €
  // (calcolatoreforfettario.com, «Taglio IRPEF 2026», after Altroconsumo's examples: 29.000 € → 20 €).
  it.each([
    [29_000, 20],
    [40_000, 240],
    [50_000, 440],
    [120_000, 440],
  ])('on %d € the 2026 brackets take %d € less than the 2025 ones', (income, saving) => {
    expect(irpefCents(income * 100, brackets(2025)) - irpefCents(income * 100, brackets(2026))).toBe(saving * 100);
  });

  it('taxes each slice at its rate: 28.000 € at 23%, then 33% up to 50.000 €, then 43%', () => {
    expect(irpefCents(28_000_00, brackets(2026))).toBe(6440_00);
    expect(irpefCents(60_000_00, brackets(2026))).toBe(6440_00 + 7260_00 + 4300_00);
    expect(irpefCents(0, brackets(2026))).toBe(0);
  });
});

describe('percentOf', () => {
  it('rounds to the cent, halves up, with rates of two decimals', () => {
    expect(percentOf(1_855_500, 26.07)).toBe(483_729);
    expect(percentOf(1_855_500, 24.48)).toBe(454_226);
    expect(percentOf(1, 50)).toBe(1);
  });
});
