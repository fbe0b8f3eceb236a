import { NET_SALARY_REGION_NAMES, NET_SALARY_REGIONS, type NetSalaryRegion } from '@orbita/proto-types';
import type { Bracket } from './net-salary.js';
import type { Parameter, Reference } from './parameter.js';

/**
 * The addizionale regionale all'IRPEF of each region and autonomous province (art. 50 d.lgs. 446/1997; art. 6
 * d.lgs. 68/2011): progressive rates by bracket on the IRPEF base, due only when IRPEF is. Some add an exemption
 * (nothing due up to an income), one rate on the whole income up to a limit, or a fixed deduction over a band.
 *
 * Only Umbria's 2025 table was read on an official page (the region's own). The other tables come from published
 * payroll tables that agree with each other where they overlap, and stay unconfirmed until read on the Dipartimento
 * delle Finanze's page for the year. For 2026, L. 199/2025 (art. 1, c. 728 L. 207/2024 as amended) keeps each
 * region's 2025 brackets and rates unless its own law changed them by 31 December 2025: the 2026 entries repeat 2025
 * under that rule, unconfirmed until each region's 2026 page is read.
 */
export interface RegionalSurtax {
  brackets: Bracket[];
  /** Nothing is due on an income up to this; above it the whole income is taxed. */
  exemptUpTo?: number;
  /** On an income up to `upTo`, one rate on all of it instead of the brackets. */
  flatUpTo?: { upTo: number; rate: number };
  /** Taken off the tax for an income over `over` and up to `upTo`. */
  deductions?: Array<{ over: number; upTo: number; amount: number }>;
}

const b = (upTo: number, rate: number): Bracket => ({ upTo, rate });
const top = (rate: number): Bracket => ({ upTo: null, rate });

const DF_PAGE = 'https://www.finanze.gov.it/it/fiscalita-regionale-e-locale/addizionale-regionale-allirpef/';
const UMBRIA_2025 = 'https://www.regione.umbria.it/it_IT/la-regione/addizionale-regionale-irpef';

const TABLES_2025: Record<NetSalaryRegion, RegionalSurtax> = {
  'abruzzo': { brackets: [b(28_000, 1.67), b(50_000, 2.87), top(3.33)] },
  'basilicata': { brackets: [top(1.23)] },
  'bolzano': { brackets: [b(50_000, 1.23), top(1.73)], deductions: [{ over: 0, upTo: 90_000, amount: 430.5 }] },
  'calabria': { brackets: [top(1.73)] },
  'campania': { brackets: [b(15_000, 1.73), b(28_000, 2.96), b(50_000, 3.2), top(3.33)] },
  'emilia-romagna': { brackets: [b(15_000, 1.33), b(28_000, 1.93), b(50_000, 2.93), top(3.33)] },
  'friuli-venezia-giulia': { brackets: [top(1.23)], flatUpTo: { upTo: 15_000, rate: 0.7 } },
  'lazio': { brackets: [b(28_000, 1.73), top(3.33)], deductions: [{ over: 28_000, upTo: 35_000, amount: 60 }] },
  'liguria': { brackets: [b(28_000, 1.23), b(50_000, 3.18), top(3.23)] },
  'lombardia': { brackets: [b(15_000, 1.23), b(28_000, 1.58), b(50_000, 1.72), top(1.73)] },
  'marche': { brackets: [b(15_000, 1.23), b(28_000, 1.53), b(50_000, 1.7), top(1.73)] },
  'molise': { brackets: [b(15_000, 1.73), b(28_000, 1.93), top(3.33)] },
  'piemonte': { brackets: [b(15_000, 1.62), b(28_000, 2.68), b(50_000, 3.31), top(3.33)] },
  'puglia': { brackets: [b(15_000, 1.33), b(28_000, 1.43), b(50_000, 1.63), top(1.85)] },
  'sardegna': { brackets: [top(1.23)] },
  'sicilia': { brackets: [top(1.23)] },
  'toscana': { brackets: [b(15_000, 1.42), b(28_000, 1.43), b(50_000, 3.32), top(3.33)] },
  'trento': { brackets: [b(50_000, 1.23), top(1.73)], exemptUpTo: 30_000 },
  'umbria': { brackets: [b(15_000, 1.73), b(28_000, 3.02), b(50_000, 3.12), top(3.33)], flatUpTo: { upTo: 28_000, rate: 1.23 }, deductions: [{ over: 28_000, upTo: 50_000, amount: 150 }] },
  'valle-d-aosta': { brackets: [top(1.23)], exemptUpTo: 15_000 },
  'veneto': { brackets: [top(1.23)] },
};

function reference2025(region: NetSalaryRegion): Reference {
  if (region === 'umbria') return { title: 'Regione Umbria, L.R. 11 aprile 2025, n. 2 (aliquote dal 2025)', url: UMBRIA_2025, confirmed: true };
  return { title: `Dipartimento delle Finanze, addizionale regionale all'IRPEF 2025: ${NET_SALARY_REGION_NAMES[region]}`, url: DF_PAGE, confirmed: false };
}

function reference2026(region: NetSalaryRegion): Reference {
  return {
    title: `Aliquote 2025 confermate per il 2026 se la regione non le ha cambiate (L. 199/2025; art. 1, c. 728, L. 207/2024): ${NET_SALARY_REGION_NAMES[region]}`,
    url: DF_PAGE,
    confirmed: false,
  };
}

function regionalParameter(region: NetSalaryRegion): Parameter<RegionalSurtax> {
  return {
    name: `regional-surtax-${region}`,
    label: `Addizionale regionale all'IRPEF: ${NET_SALARY_REGION_NAMES[region]}`,
    unit: 'percent',
    knownUntil: '2026-12-31',
    checked: '2026-11-25',
    values: [
      { from: '2025-01-01', value: TABLES_2025[region], reference: reference2025(region) },
      { from: '2026-01-01', value: TABLES_2025[region], reference: reference2026(region) },
    ],
  };
}

export const REGIONAL_SURTAX: Record<NetSalaryRegion, Parameter<RegionalSurtax>> = Object.fromEntries(
  NET_SALARY_REGIONS.map((region) => [region, regionalParameter(region)]),
) as Record<NetSalaryRegion, Parameter<RegionalSurtax>>;
