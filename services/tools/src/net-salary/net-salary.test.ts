import fc from 'fast-check';
import { NET_SALARY_REGIONS, type CalculateNetSalaryRequest } from '@orbita/proto-types';
import { calculateNetSalary } from './net-salary.js';

const IN_2026 = new Date('2026-06-01T12:00:00Z');
const lombardy = (gross: number, year: number, extra: Partial<CalculateNetSalaryRequest> = {}) =>
  calculateNetSalary({ gross, year, region: 'lombardia', municipalRate: 0.8, ...extra }, IN_2026);

describe('calculateNetSalary: each step by the law', () => {
  // RAL 30.000 € in 2025, Lombardia, comune at 0,8%. INPS 9,19% (2.757); IRPEF 23% of 27.243 (6.265,89); art. 13 TUIR:
  // 1.910 + 1.190 × 0,0582 (ratio to four decimals, c. 6) = 1.979,26, plus 65 € between 25.000 and 35.000 (c. 1.1);
  // cuneo 1.000 € (L. 207/2024 c. 6); Lombardia 1,23% to 15.000 and 1,58% above: 184,50 + 193,44.
  it('RAL 30.000 € in Lombardia, 2025', () => {
    const answer = lombardy(30_000, 2025);
    expect(answer.breakdown).toEqual({
      inps: 2757,
      inpsRate: 9.19,
      inpsAdditional: 0,
      taxableIncome: 27_243,
      grossIrpef: 6265.89,
      employmentDeduction: 2044.26,
      cuneoTaxFreeSum: 0,
      cuneoDeduction: 1000,
      netIrpef: 3221.63,
      trattamentoIntegrativo: 0,
      regional: 377.94,
      municipal: 217.94,
      net: 23_425.49,
    });
    expect(answer).toMatchObject({ gross: 30_000, net: 23_425.49, months: 13, netMonthly: 1801.96, mode: 'gross' });
  });

  // Art. 13 TUIR on 36.324 €: 1.910 × (50.000 − 36.324) / 22.000 = 1.910 × 0,6216 = 1.187,26; the cuneo's extra
  // deduction 1.000 × (40.000 − 36.324) / 8.000 = 459,50. 2026 takes 2 points off the 35% bracket (L. 199/2025):
  // 2% of (36.324 − 28.000) = 166,48 € less IRPEF.
  it('RAL 40.000 €: the 2026 rate of 33% gives 166,48 € more than 2025', () => {
    const in2025 = lombardy(40_000, 2025);
    const in2026 = lombardy(40_000, 2026);
    expect(in2025.breakdown).toMatchObject({ taxableIncome: 36_324, grossIrpef: 9353.4, employmentDeduction: 1187.26, cuneoDeduction: 459.5 });
    expect(in2026.breakdown.grossIrpef).toBe(9186.92);
    expect(Math.round((in2026.net - in2025.net) * 100) / 100).toBe(166.48);
    expect(in2026.comparison).toEqual({ year: 2025, gross: 40_000, net: in2025.net, netMonthly: in2025.netMonthly });
  });

  // RAL 10.000 €: 9.081 € of income; the tax-free sum is 5,3% (between 8.500 and 15.000 €): 481,29 €; the gross tax
  // (2.088,63) exceeds the deduction less 75 € (1.880), so the trattamento integrativo of 1.200 € is due.
  it('RAL 10.000 €: cuneo sum and trattamento integrativo on top of the net', () => {
    const { breakdown } = lombardy(10_000, 2025, { municipalRate: 0 });
    expect(breakdown).toMatchObject({ taxableIncome: 9081, cuneoTaxFreeSum: 481.29, trattamentoIntegrativo: 1200, netIrpef: 133.63, regional: 111.7 });
    expect(breakdown.net).toBe(10_516.96);
  });

  // Under 8.500 € the deduction of 1.955 € covers the 23%: no IRPEF, so no addizionali (art. 50 d.lgs. 446/1997),
  // and the sum is 7,1%; 23% of 7.264,80 (1.670,90) is below 1.880 €, so no trattamento integrativo.
  it('RAL 8.000 €: no tax at all, the 7,1% sum only', () => {
    const { breakdown } = lombardy(8_000, 2026);
    expect(breakdown).toMatchObject({ taxableIncome: 7264.8, netIrpef: 0, regional: 0, municipal: 0, trattamentoIntegrativo: 0, cuneoTaxFreeSum: 515.8 });
    expect(breakdown.net).toBe(7780.6);
  });

  // Circ. INPS 26/2025: 1% on the pay over 55.448 €; circ. INPS 6/2026: over 56.224 €.
  it('adds the INPS 1% over the year’s threshold, and 9,49% where the employer pays CIGS', () => {
    expect(lombardy(60_000, 2025).breakdown).toMatchObject({ inps: 5559.52, inpsAdditional: 45.52 });
    expect(lombardy(60_000, 2026).breakdown).toMatchObject({ inps: 5551.76, inpsAdditional: 37.76 });
    expect(lombardy(30_000, 2026, { employer: 'cigs' }).breakdown).toMatchObject({ inps: 2847, inpsRate: 9.49 });
  });

  // Regione Umbria, L.R. 2/2025: up to 28.000 € the surcharges do not apply (1,23% on all); between 28.001 and
  // 50.000 € the brackets 1,73/3,02/3,12% less a deduction of 150 €.
  it('Umbria 2025: 1,23% up to 28.000 €, then the brackets less 150 €', () => {
    const at = (gross: number) => calculateNetSalary({ gross, year: 2025, region: 'umbria' }, IN_2026).breakdown;
    expect(at(22_024.01)).toMatchObject({ taxableIncome: 20_000, regional: 246 });
    expect(at(44_048.01)).toMatchObject({ taxableIncome: 40_000, regional: 876.5 });
  });

  // Lazio: 1,73% up to 15.000 € and 3,33% above, 1,73% on all up to 28.000 €; 60 € off from 28.001 € to 35.000 €
  // in 2025, to 30.000 € in 2026. 33.036,01 € of RAL is 30.000 € of income, 35.238,41 € is 32.000 €.
  it('Lazio: 1,73% on all up to 28.000 €, the brackets above, the 60 € deduction by year', () => {
    const at = (gross: number, year: number) => calculateNetSalary({ gross, year, region: 'lazio' }, IN_2026).breakdown;
    expect(at(33_036.01, 2025)).toMatchObject({ taxableIncome: 30_000, regional: 699 });
    expect(at(33_036.01, 2026)).toMatchObject({ taxableIncome: 30_000, regional: 699 });
    expect(at(35_238.41, 2025)).toMatchObject({ taxableIncome: 32_000, regional: 765.6 });
    expect(at(35_238.41, 2026)).toMatchObject({ taxableIncome: 32_000, regional: 825.6 });
    expect(at(30_833.61, 2026)).toMatchObject({ taxableIncome: 28_000, regional: 484.4 });
  });

  // Issue 36: 27.530,01 € of RAL is 25.000 € of income (INPS 9,19%: 2.530,01 €); Liguria's basic 1,23% is due on it,
  // 307,50 € (Il Sussidiario's 2025 table: 308 € on 25.000 €), in 2025 and in 2026.
  it('Liguria: 1,23% below 28.000 € of income, 307,50 € on 25.000 €', () => {
    for (const year of [2025, 2026]) {
      const { breakdown } = calculateNetSalary({ gross: 27_530.01, year, region: 'liguria' }, IN_2026);
      expect(breakdown).toMatchObject({ taxableIncome: 25_000, regional: 307.5 });
    }
  });

  // Issue 36: from a RAL of 9.001,13 € to 9.001,14 € the gross tax passes the art. 13 deduction less 75 € (1.880 €),
  // so the trattamento integrativo of 1.200 € starts (D.L. 3/2020 art. 1): no RAL gives a net between 8.754,28 € and
  // 9.954,29 €. Asking 9.000 € says so and names both sides.
  it('a net no RAL gives: says so and shows the two nearest', () => {
    const answer = calculateNetSalary({ net: 9000, year: 2025, region: 'lombardia' }, IN_2026);
    expect(answer).toMatchObject({ gross: 9001.14, net: 9954.29 });
    expect(answer.netGap).toEqual({
      asked: 9000,
      below: { gross: 9001.13, net: 8754.28 },
      above: { gross: 9001.14, net: 9954.29 },
      explanation:
        'Nessuna RAL dà un netto annuo di esattamente 9.000,00 €: con una RAL di 9.001,13 € il netto è 8.754,28 €, con una RAL di 9.001,14 € è 9.954,29 €. Con un centesimo di RAL in più il netto sale di 1.200,01 €, per il trattamento integrativo.',
    });
    expect(calculateNetSalary({ net: 30_000, year: 2025, region: 'lombardia' }, IN_2026).netGap).toBeUndefined();
  });

  it('names the thresholds where more RAL gives less net, and the region’s own', () => {
    const answer = calculateNetSalary({ gross: 20_000, year: 2025, region: 'valle-d-aosta' }, IN_2026);
    expect(answer.thresholds.map((threshold) => threshold.income)).toEqual([8500, 15_000, 20_000, 35_000]);
    expect(answer.thresholds[1]!.label).toContain('trattamento integrativo');
    const valley = answer.thresholds.find((threshold) => threshold.income === 15_000)!;
    expect(valley.label).toContain("l'addizionale regionale si paga su tutto il reddito");
    // Bolzano's 430,50 € ends over 90.000 € of income (art. 21/sexiesdecies L.P. 9/1998): a step of the law, named.
    const bolzano = calculateNetSalary({ gross: 20_000, year: 2025, region: 'bolzano' }, IN_2026).thresholds.find((threshold) => threshold.income === 90_000)!;
    expect(bolzano.label).toBe('oltre 90.000 € finisce la detrazione regionale di 430,50 €');
  });

  it('says what it left out and what is not yet confirmed', () => {
    const answer = calculateNetSalary({ gross: 30_000, region: 'lazio' }, IN_2026);
    expect(answer.year).toBe(2026);
    expect(answer.notes.join(' ')).toContain('Addizionale comunale non indicata');
    expect(answer.notes.join(' ')).toContain("Addizionale regionale all'IRPEF: Lazio");
    expect(answer.rules.every((rule) => rule.source.url.startsWith('https://'))).toBe(true);
  });

  it('refuses both amounts, neither, a year without rules and sub-cent amounts', () => {
    expect(() => calculateNetSalary({ region: 'lazio' }, IN_2026)).toThrow('uno solo dei due');
    expect(() => calculateNetSalary({ gross: 1, net: 1, region: 'lazio' }, IN_2026)).toThrow('uno solo dei due');
    expect(() => calculateNetSalary({ gross: 1000, region: 'lazio' }, new Date('2027-02-01'))).toThrow('scegli il 2025 o il 2026');
    expect(() => calculateNetSalary({ gross: 1000.001, region: 'lazio' }, IN_2026)).toThrow('«RAL, retribuzione annua lorda (€)» può avere al massimo due decimali');
    expect(() => calculateNetSalary({ gross: 1000, region: 'lazio', municipalRate: 0.12345 }, IN_2026)).toThrow('quattro decimali');
  });
});

const request = fc.record({
  cents: fc.integer({ min: 1, max: 30_000_000 }),
  year: fc.constantFrom(2025, 2026),
  region: fc.constantFrom(...NET_SALARY_REGIONS),
  municipalRate: fc.integer({ min: 0, max: 90 }).map((hundredths) => hundredths / 100),
  employer: fc.constantFrom('standard' as const, 'cigs' as const),
});

describe('calculateNetSalary: properties', () => {
  it('from the net back to the RAL: the smallest RAL that gives at least that net', () => {
    fc.assert(
      fc.property(request, ({ cents, ...rest }) => {
        const forward = calculateNetSalary({ gross: cents / 100, ...rest }, IN_2026);
        const back = calculateNetSalary({ net: forward.net, ...rest }, IN_2026);
        expect(back.gross).toBeLessThanOrEqual(forward.gross);
        expect(back.net).toBeGreaterThanOrEqual(forward.net);
        if (back.gross > 0.01) {
          const below = calculateNetSalary({ gross: Math.round(back.gross * 100 - 1) / 100, ...rest }, IN_2026);
          expect(below.net).toBeLessThan(forward.net);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a net asked is given to the cent, or the answer names the nearest nets on either side, which RALs give', () => {
    fc.assert(
      fc.property(request, ({ cents, ...rest }) => {
        const answer = calculateNetSalary({ net: cents / 100, ...rest }, IN_2026);
        const gap = answer.netGap;
        if (!gap) return;
        expect(gap.asked).toBe(cents / 100);
        expect(gap.above!.net).toBeGreaterThan(gap.asked);
        for (const side of [gap.below, gap.above]) {
          if (side) expect(calculateNetSalary({ gross: side.gross, ...rest }, IN_2026).net).toBe(side.net);
        }
        if (gap.below) expect(gap.below.net).toBeLessThan(gap.asked);
      }),
      { numRuns: 200 },
    );
  });

  it('a euro more of RAL never gives less net, except across a threshold the answer names', () => {
    fc.assert(
      fc.property(request, fc.integer({ min: 100, max: 500_000 }), ({ cents, ...rest }, more) => {
        const lower = calculateNetSalary({ gross: cents / 100, ...rest }, IN_2026);
        const higher = calculateNetSalary({ gross: (cents + more) / 100, ...rest }, IN_2026);
        if (higher.net >= lower.net) return;
        const crossed = lower.thresholds.some(
          (threshold) => lower.breakdown.taxableIncome <= threshold.income && threshold.income < higher.breakdown.taxableIncome,
        );
        expect(crossed).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('the steps add up to the net, to the cent', () => {
    fc.assert(
      fc.property(request, ({ cents, ...rest }) => {
        const { breakdown: b, gross } = calculateNetSalary({ gross: cents / 100, ...rest }, IN_2026);
        expect(Math.round((gross - b.inps) * 100)).toBe(Math.round(b.taxableIncome * 100));
        expect(Math.round(b.netIrpef * 100)).toBe(Math.max(0, Math.round((b.grossIrpef - b.employmentDeduction - b.cuneoDeduction) * 100)));
        const net = gross - b.inps - b.netIrpef - b.regional - b.municipal + b.trattamentoIntegrativo + b.cuneoTaxFreeSum;
        expect(Math.round(net * 100)).toBe(Math.round(b.net * 100));
      }),
    );
  });
});
