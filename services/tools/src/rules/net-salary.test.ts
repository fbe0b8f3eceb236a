import { NET_SALARY_REGIONS } from '@orbita/proto-types';
import { parseIsoDay } from '../workdays/italian-holidays.js';
import {
  CUNEO_DEDUCTION,
  CUNEO_TAX_FREE_SUM,
  EMPLOYMENT_DEDUCTION,
  HIGH_INCOME_DEDUCTION_CUT,
  INPS_ADDITIONAL,
  INPS_EMPLOYEE_RATE,
  MUNICIPAL_SURTAX,
  TRATTAMENTO_INTEGRATIVO,
} from './net-salary.js';
import { IRPEF_BRACKETS } from './irpef.js';
import { validateParameter, valueAt, type Parameter } from './parameter.js';
import { regionalSurtax } from '../net-salary/payroll.js';
import { REGIONAL_SURTAX } from './regional-surtax.js';

const NATIONAL: ReadonlyArray<Parameter<unknown>> = [
  IRPEF_BRACKETS,
  HIGH_INCOME_DEDUCTION_CUT,
  EMPLOYMENT_DEDUCTION,
  CUNEO_TAX_FREE_SUM,
  CUNEO_DEDUCTION,
  TRATTAMENTO_INTEGRATIVO,
  INPS_EMPLOYEE_RATE,
  INPS_ADDITIONAL,
  MUNICIPAL_SURTAX,
];
const EVERY = [...NATIONAL, ...NET_SALARY_REGIONS.map((region) => REGIONAL_SURTAX[region])];
const in2025 = parseIsoDay('2025-06-30')!;
const in2026 = parseIsoDay('2026-06-30')!;

describe('the rules of the net salary', () => {
  it.each(EVERY.map((parameter) => [parameter.name, parameter]))('%s: every value has a source, in date order, for 2025 and 2026', (_name, parameter) => {
    expect(validateParameter(parameter)).toEqual([]);
    expect(() => valueAt(parameter, in2025)).not.toThrow();
    expect(() => valueAt(parameter, in2026)).not.toThrow();
  });

  it('has a table for every region and autonomous province', () => {
    expect(Object.keys(REGIONAL_SURTAX).sort()).toEqual([...NET_SALARY_REGIONS].sort());
    expect(NET_SALARY_REGIONS).toHaveLength(21);
  });

  // Art. 11 TUIR: L. 207/2024 art. 1 c. 2 for 2025; L. 199/2025 art. 1 c. 3 (33%) for 2026.
  it('IRPEF 23/35/43% in 2025 and 23/33/43% in 2026, brackets at 28.000 and 50.000 €', () => {
    expect(valueAt(IRPEF_BRACKETS, in2025).map((bracket) => [bracket.upTo, bracket.rate])).toEqual([[28_000, 23], [50_000, 35], [null, 43]]);
    expect(valueAt(IRPEF_BRACKETS, in2026).map((bracket) => [bracket.upTo, bracket.rate])).toEqual([[28_000, 23], [50_000, 33], [null, 43]]);
  });

  // L. 199/2025 art. 1 c. 4 (art. 16-ter TUIR): 440 € off the deductions for expenses over 200.000 € of income.
  it('the 2026 cut of 440 € over 200.000 €, none in 2025', () => {
    expect(valueAt(HIGH_INCOME_DEDUCTION_CUT, in2025)).toBeNull();
    expect(valueAt(HIGH_INCOME_DEDUCTION_CUT, in2026)).toEqual({ over: 200_000, amount: 440 });
  });

  // Art. 13 TUIR as amended by L. 207/2024: 1.955 € to 15.000; 1.910 + 1.190 × … to 28.000; 1.910 × … to 50.000;
  // minimum 690 € (1.380 € tempo determinato); 65 € more over 25.000 and up to 35.000 (c. 1.1).
  it('the deduction for employment of art. 13 TUIR', () => {
    expect(valueAt(EMPLOYMENT_DEDUCTION, in2026)).toEqual({
      lowUpTo: 15_000, low: 1_955, minimum: 690, minimumFixedTerm: 1_380, middleUpTo: 28_000, middleBase: 1_910, middleExtra: 1_190, highUpTo: 50_000, bonusOver: 25_000, bonusUpTo: 35_000, bonus: 65,
    });
  });

  // L. 207/2024 art. 1 c. 4 and 6, as the Agenzia's circ. 4/E of 16 May 2025 reads them.
  it('the cuneo fiscale: 7,1/5,3/4,8% up to 20.000 €, 1.000 € from 20.000 to 32.000 € then down to 40.000 €', () => {
    expect(valueAt(CUNEO_TAX_FREE_SUM, in2025)).toEqual({ upTo: 20_000, bands: [{ upTo: 8_500, rate: 7.1 }, { upTo: 15_000, rate: 5.3 }, { upTo: 20_000, rate: 4.8 }] });
    expect(valueAt(CUNEO_DEDUCTION, in2026)).toEqual({ over: 20_000, fullUpTo: 32_000, upTo: 40_000, amount: 1_000 });
  });

  // D.L. 3/2020 art. 1: 1.200 € to 15.000 €, the 75 € allowance on the capacity test (L. 207/2024 art. 1 c. 3).
  it('the trattamento integrativo', () => {
    expect(valueAt(TRATTAMENTO_INTEGRATIVO, in2025)).toEqual({ amount: 1_200, fullUpTo: 15_000, partialUpTo: 28_000, capacityAllowance: 75 });
  });

  // Circ. INPS 26/2025 and 6/2026: the first pension bracket, 55.448 € and 56.224 €.
  it('the INPS rates and the 1% threshold of each year', () => {
    expect(valueAt(INPS_EMPLOYEE_RATE, in2025)).toEqual({ standard: 9.19, cigs: 9.49 });
    expect(valueAt(INPS_ADDITIONAL, in2025)).toEqual({ rate: 1, over: 55_448 });
    expect(valueAt(INPS_ADDITIONAL, in2026)).toEqual({ rate: 1, over: 56_224 });
  });

  // Regione Umbria's page: 1,73/3,02/3,12/3,33% at 15/28/50.000 €, 1,23% on all up to 28.000 €, 150 € off from 28.001
  // to 50.000 €, by L.R. 11 aprile 2025, n. 2.
  it('Umbria 2025 as the region publishes it, the one table confirmed on an official page', () => {
    const umbria = REGIONAL_SURTAX.umbria.values[0]!;
    expect(umbria.value).toEqual({
      brackets: [{ upTo: 15_000, rate: 1.73 }, { upTo: 28_000, rate: 3.02 }, { upTo: 50_000, rate: 3.12 }, { upTo: null, rate: 3.33 }],
      flatUpTo: { upTo: 28_000, rate: 1.23 },
      deductions: [{ over: 28_000, upTo: 50_000, amount: 150 }],
    });
    expect(umbria.reference.confirmed).toBe(true);
    // The same law sets them for 2025, 2026 and 2027.
    expect(REGIONAL_SURTAX.umbria.values[1]!.value).toEqual(umbria.value);
    expect(REGIONAL_SURTAX.umbria.values[1]!.reference.confirmed).toBe(true);
  });

  // Regione Emilia-Romagna, L.R. 19/2006 art. 2 (as replaced by L.R. 1/2025): 1,23% plus 0,10/0,70/1,70/2,10
  // points in 2025, plus 0,10/0,70/1,55/2,10 in 2026.
  it('Emilia-Romagna by its own law, 2025 and 2026', () => {
    const rates = (day: number) => valueAt(REGIONAL_SURTAX['emilia-romagna'], day).brackets.map((bracket) => bracket.rate);
    expect(rates(in2025)).toEqual([1.33, 1.93, 2.93, 3.33]);
    expect(rates(in2026)).toEqual([1.33, 1.93, 2.78, 3.33]);
    expect(REGIONAL_SURTAX['emilia-romagna'].values.every((entry) => entry.reference.confirmed)).toBe(true);
  });

  // Piemonte 2,13→2,68% and 2,75→3,31% from 2026 (L.R. 16/2025); Lazio's 60 € only up to 30.000 € in 2026 (L.R. 20/2025).
  it('Piemonte and Lazio change in 2026, the others repeat 2025', () => {
    expect(valueAt(REGIONAL_SURTAX.piemonte, in2025).brackets.map((bracket) => bracket.rate)).toEqual([1.62, 2.13, 2.75, 3.33]);
    expect(valueAt(REGIONAL_SURTAX.piemonte, in2026).brackets.map((bracket) => bracket.rate)).toEqual([1.62, 2.68, 3.31, 3.33]);
    expect(valueAt(REGIONAL_SURTAX.lazio, in2025).deductions).toEqual([{ over: 28_000, upTo: 35_000, amount: 60 }]);
    expect(valueAt(REGIONAL_SURTAX.lazio, in2026).deductions).toEqual([{ over: 28_000, upTo: 30_000, amount: 60 }]);
    expect(valueAt(REGIONAL_SURTAX.veneto, in2026)).toBe(valueAt(REGIONAL_SURTAX.veneto, in2025));
    expect(REGIONAL_SURTAX.veneto.values[1]!.reference.confirmed).toBe(false);
  });

  // Il Sussidiario, «Addizionale Irpef regionale: dove si paga di più e dove di meno», 9 settembre 2025 (Il Sole 24
  // Ore's simulation): the 2025 addizionale on 14.500, 25.000, 35.000 and 68.300 € of income, in whole euro. Liguria
  // charges the basic 1,23% below 28.000 € (178 € and 308 €): only the maggiorazione is gone there. UIL
  // (molisenews24.it, July 2025): Molise, 356 € on 20.000 € and 910 € on 40.000 €.
  it.each([
    ['abruzzo', 35_000, 669], ['abruzzo', 68_300, 1708],
    ['basilicata', 35_000, 431], ['basilicata', 68_300, 840],
    ['calabria', 35_000, 606], ['calabria', 68_300, 1182],
    ['campania', 35_000, 868], ['campania', 68_300, 1958],
    ['emilia-romagna', 35_000, 656], ['emilia-romagna', 68_300, 1704],
    ['friuli-venezia-giulia', 14_500, 102], ['friuli-venezia-giulia', 68_300, 840],
    ['lazio', 68_300, 2034],
    ['liguria', 14_500, 178], ['liguria', 25_000, 308], ['liguria', 35_000, 567], ['liguria', 68_300, 1635],
    ['molise', 20_000, 356], ['molise', 40_000, 910],
  ] as const)('%s 2025 on %d € of income: %d € as published', (region, income, published) => {
    const cents = regionalSurtax(income * 100, valueAt(REGIONAL_SURTAX[region], in2025));
    expect(Math.round(cents / 100)).toBe(published);
  });

  // Dipartimento delle Finanze, addizionale regionale all'IRPEF, Provincia autonoma di Bolzano (published 20/03/2025),
  // art. 21/sexiesdecies L.P. 11 agosto 1998, n. 9: 1,23% up to 50.000 €, 1,73% above; 430,50 € off up to 90.000 € of
  // income; over 50.000 € a further 125 € × (income − 50.000) / 25.000, at most 125 €; no credit from the deductions.
  it.each([
    [30_000, 0], // 369 € less 430,50 €: nothing due, no credit
    [40_000, 61.5], // 492 − 430,50
    [68_300, 409.59], // 615 + 316,59 − 430,50 − 91,50
    [80_000, 578.5], // 615 + 519 − 430,50 − 125
    [90_000, 751.5], // 615 + 692 − 430,50 − 125
    [90_000.01, 1182], // over 90.000 € the 430,50 € ends: the law's own step
  ] as const)('Bolzano 2025 on %d € of income: %d €, by the provincial law', (income, due) => {
    expect(regionalSurtax(Math.round(income * 100), valueAt(REGIONAL_SURTAX.bolzano, in2025)) / 100).toBe(due);
    expect(REGIONAL_SURTAX.bolzano.values[0]!.reference.confirmed).toBe(true);
  });

  // Regione Liguria: the 2025–2027 law keeps the basic 1,23% up to 28.000 € with no maggiorazione, 3,18% and 3,23%
  // above, for every income: no exemption, so no step at 28.000 €; the same table in 2026.
  it('Liguria 2025 and 2026: 1,23% up to 28.000 € for everyone, no step at 28.000 €', () => {
    for (const day of [in2025, in2026]) {
      const liguria = valueAt(REGIONAL_SURTAX.liguria, day);
      expect(regionalSurtax(2_800_000, liguria)).toBe(34_440);
      expect(regionalSurtax(2_800_001, liguria)).toBe(34_440);
    }
    expect(REGIONAL_SURTAX.liguria.values.every((entry) => entry.reference.confirmed)).toBe(true);
  });

  it('no regional rate below the basic 1,23% or above the 3,33% ceiling (art. 6 d.lgs. 68/2011), except a reduced rate for low incomes', () => {
    for (const region of NET_SALARY_REGIONS) {
      for (const entry of REGIONAL_SURTAX[region].values) {
        for (const bracket of entry.value.brackets) {
          expect(bracket.rate).toBeGreaterThanOrEqual(1.23);
          expect(bracket.rate).toBeLessThanOrEqual(3.33);
        }
      }
    }
  });
});
