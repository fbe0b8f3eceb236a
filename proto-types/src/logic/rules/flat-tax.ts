import type { FlatTaxActivity } from '../../enums.js';
import type { Parameter, Reference } from '../rule-parameter.js';

/**
 * Regime forfettario (L. 190/2014, art. 1, commi 54-89) and what the page compares it with, year by year. Values
 * that hold for both years start on 2025-01-01, the first year the tool answers; INPS's yearly figures (minimale,
 * massimale, thresholds) start on 1 January of the year their circular sets.
 */
const L_190_2014 = 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:2014-12-23;190';
const L_145_2018 = 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:2018-12-30;145';
const L_197_2022 = 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:2022-12-29;197';
const L_207_2024 = 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:2024-12-30;207';
const L_199_2025 = 'https://www.normattiva.it/eli/id/2025/12/30/25G00212/CONSOLIDATED';

const CHECKED = '2026-11-25';
const BOTH_YEARS = { knownUntil: '2026-12-31', checked: CHECKED } as const;

/** One row of the coefficients' table: the ATECO 2007 codes it covers (as written in the law) and their prefixes. */
export interface CoefficientGroup {
  id: FlatTaxActivity;
  label: string;
  /** As the allegato writes them: «(64 - 65 - 66) - (69 - … - 75) - (85) - (86 - 87 - 88)». */
  atecoCodes: string;
  /** Digits only, for finding a code's group: the longest prefix wins («4781» before «47»). */
  prefixes: readonly string[];
  coefficient: number;
}

const range = (from: number, to: number, width = 2) => Array.from({ length: to - from + 1 }, (_, index) => String(from + index).padStart(width, '0'));

/** Allegato 4 of L. 190/2014 as replaced by allegato 2 of L. 145/2018 (art. 1, c. 9, lett. e)). */
export const FLAT_TAX_COEFFICIENTS: Parameter<readonly CoefficientGroup[]> = {
  name: 'flat-tax-coefficients',
  label: 'Coefficienti di redditività per gruppo di attività (codici ATECO 2007)',
  unit: 'text',
  ...BOTH_YEARS,
  values: [
    {
      from: '2025-01-01',
      reference: { title: 'L. 190/2014, allegato 4, come sostituito dalla L. 30 dicembre 2018, n. 145, allegato 2', url: L_145_2018, confirmed: true },
      value: [
        { id: 'alimentari', label: 'Industrie alimentari e delle bevande', atecoCodes: '(10 - 11)', prefixes: ['10', '11'], coefficient: 40 },
        {
          id: 'commercio',
          label: "Commercio all'ingrosso e al dettaglio",
          atecoCodes: '45 - (da 46.2 a 46.9) - (da 47.1 a 47.7) - 47.9',
          prefixes: ['45', ...range(462, 469, 3), ...range(471, 477, 3), '479'],
          coefficient: 40,
        },
        { id: 'ambulanti-alimentari', label: 'Commercio ambulante di prodotti alimentari e bevande', atecoCodes: '47.81', prefixes: ['4781'], coefficient: 40 },
        { id: 'ambulanti-altri', label: 'Commercio ambulante di altri prodotti', atecoCodes: '47.82 - 47.89', prefixes: range(4782, 4789, 4), coefficient: 54 },
        { id: 'costruzioni', label: 'Costruzioni e attività immobiliari', atecoCodes: '(41 - 42 - 43) - (68)', prefixes: ['41', '42', '43', '68'], coefficient: 86 },
        { id: 'intermediari', label: 'Intermediari del commercio', atecoCodes: '46.1', prefixes: ['461'], coefficient: 62 },
        { id: 'alloggio-ristorazione', label: 'Attività dei servizi di alloggio e di ristorazione', atecoCodes: '(55 - 56)', prefixes: ['55', '56'], coefficient: 40 },
        {
          id: 'professionali',
          label: 'Attività professionali, scientifiche, tecniche, sanitarie, di istruzione, servizi finanziari ed assicurativi',
          atecoCodes: '(64 - 65 - 66) - (69 - 70 - 71 - 72 - 73 - 74 - 75) - (85) - (86 - 87 - 88)',
          prefixes: [...range(64, 66), ...range(69, 75), '85', ...range(86, 88)],
          coefficient: 78,
        },
        {
          id: 'altre',
          label: 'Altre attività economiche',
          atecoCodes: '(01 - 02 - 03) - (05 - … - 09) - (12 - … - 33) - (35) - (36 - … - 39) - (49 - … - 53) - (58 - … - 63) - (77 - … - 82) - (84) - (90 - … - 93) - (94 - 95 - 96) - (97 - 98) - (99)',
          prefixes: [...range(1, 3), ...range(5, 9), ...range(12, 33), ...range(35, 39), ...range(49, 53), ...range(58, 63), ...range(77, 82), '84', ...range(90, 99)],
          coefficient: 67,
        },
      ],
    },
  ],
};

/** The substitute tax: 15%, or 5% for the year an activity starts and the four after it. */
export const FLAT_TAX_RATES: Parameter<{ standard: number; startup: number }> = {
  name: 'flat-tax-rates',
  label: 'Imposta sostitutiva del regime forfettario',
  unit: 'percent',
  ...BOTH_YEARS,
  values: [
    {
      from: '2025-01-01',
      value: { standard: 15, startup: 5 },
      reference: { title: 'L. 190/2014, art. 1, c. 64 (15%) e c. 65 (5% per cinque anni, come modificato dalla L. 208/2015, c. 111)', url: L_190_2014, confirmed: true },
    },
  ],
};

/** Revenue ceilings: over 85.000 € the regime ends the next year, over 100.000 € at once. */
export const FLAT_TAX_CEILINGS: Parameter<{ nextYear: number; atOnce: number }> = {
  name: 'flat-tax-ceilings',
  label: 'Limiti di ricavi o compensi del regime forfettario',
  unit: 'text',
  ...BOTH_YEARS,
  values: [
    {
      from: '2025-01-01',
      value: { nextYear: 85_000, atOnce: 100_000 },
      reference: { title: 'L. 190/2014, art. 1, c. 54 e c. 71, come modificati dalla L. 29 dicembre 2022, n. 197, art. 1, c. 54', url: L_197_2022, confirmed: true },
    },
  ],
};

/** Employee or pension income of the year before above which the regime cannot be used (c. 57, lett. d-ter). */
export const FLAT_TAX_EMPLOYEE_INCOME_LIMIT: Parameter<number> = {
  name: 'flat-tax-employee-income-limit',
  label: "Limite dei redditi di lavoro dipendente e assimilati dell'anno precedente",
  unit: 'text',
  ...BOTH_YEARS,
  values: [
    {
      from: '2025-01-01',
      value: 35_000,
      reference: { title: 'L. 190/2014, art. 1, c. 57, lett. d-ter), limite elevato a 35.000 € per il 2025 dalla L. 30 dicembre 2024, n. 207, art. 1, c. 12', url: L_207_2024, confirmed: true },
    },
    {
      from: '2026-01-01',
      value: 35_000,
      // The comma that extends it to 2026 is as the commentaries cite it; the act's text was not read here.
      reference: { title: 'L. 30 dicembre 2025, n. 199, art. 1, c. 27 (proroga al 2026 del limite di 35.000 €)', url: L_199_2025, confirmed: false },
    },
  ],
};

/** The optional 35% cut of artigiani's and commercianti's contributions for those in the regime. */
export const FLAT_TAX_CONTRIBUTION_REDUCTION: Parameter<number> = {
  name: 'flat-tax-contribution-reduction',
  label: 'Riduzione contributiva per artigiani e commercianti forfettari (a domanda)',
  unit: 'percent',
  ...BOTH_YEARS,
  values: [{ from: '2025-01-01', value: 35, reference: { title: 'L. 190/2014, art. 1, c. 77', url: L_190_2014, confirmed: true } }],
};

/** INPS Gestione separata, professionals with no other pension cover: rate on income up to the massimale. */
export interface SeparateFund {
  rate: number;
  minimale: number;
  massimale: number;
}

const GS_2025: Reference = {
  title: 'INPS, circolare n. 27 del 30 gennaio 2025 (26,07% = 25% IVS + 0,72% + 0,35% ISCRO; valori letti nel riepilogo di pmi.it)',
  url: 'https://www.pmi.it/economia/lavoro/462422/contributi-2025-gestione-separata-minimali-e-massimali-inps.html',
  confirmed: false,
};
const GS_2026: Reference = {
  title: 'INPS, circolare n. 8 del 3 febbraio 2026 (valori letti nel riepilogo dello Studio Sannavichi)',
  url: 'https://www.studiosannavichi.it/2026/02/05/gestione-separata-inps-le-aliquote-per-lanno-2026/',
  confirmed: false,
};

export const SEPARATE_FUND: Parameter<SeparateFund> = {
  name: 'inps-gestione-separata-professionals',
  label: 'Gestione separata INPS, professionisti senza altra copertura',
  unit: 'text',
  ...BOTH_YEARS,
  values: [
    { from: '2025-01-01', value: { rate: 26.07, minimale: 18_555, massimale: 120_607 }, reference: GS_2025 },
    { from: '2026-01-01', value: { rate: 26.07, minimale: 18_808, massimale: 122_295 }, reference: GS_2026 },
  ],
};

/** INPS artigiani or commercianti: a fixed contribution on the minimale, a percentage above it, +1 point above `threshold`. */
export interface TradeFund {
  rate: number;
  minimale: number;
  /** Above it the rate is one point higher (art. 3-ter D.L. 384/1992). */
  threshold: number;
  /** For those insured before 1996, and for those first insured from 1996. */
  massimale: { before1996: number; from1996: number };
  /** The yearly maternity contribution (0,62 € a month), due in full even with the 35% reduction. */
  maternity: number;
}

const CIRC_38_2025: Reference = {
  title: 'INPS, circolare n. 38 del 7 febbraio 2025 (testo della circolare riportato da Adessonews)',
  url: 'https://info.adessonews.eu/2025/02/09/artigiani-e-commercianti-contribuzione-inps-2025',
  confirmed: true,
};
const CIRC_14_2026: Reference = {
  title: 'INPS, circolare n. 14 del 9 febbraio 2026 (valori letti nel riepilogo di PartitaIVA.it)',
  url: 'https://www.partitaiva.it/?p=103320',
  confirmed: false,
};

const trade2025 = { minimale: 18_555, threshold: 55_448, massimale: { before1996: 92_413, from1996: 120_607 }, maternity: 7.44 };
const trade2026 = { minimale: 18_808, threshold: 56_224, massimale: { before1996: 93_707, from1996: 122_295 }, maternity: 7.44 };

export const ARTISANS_FUND: Parameter<TradeFund> = {
  name: 'inps-artigiani',
  label: 'Gestione artigiani INPS',
  unit: 'text',
  ...BOTH_YEARS,
  values: [
    { from: '2025-01-01', value: { rate: 24, ...trade2025 }, reference: CIRC_38_2025 },
    { from: '2026-01-01', value: { rate: 24, ...trade2026 }, reference: CIRC_14_2026 },
  ],
};

/** 24% plus 0,48% for the indennizzo of a shop that closes. */
export const TRADERS_FUND: Parameter<TradeFund> = {
  name: 'inps-commercianti',
  label: 'Gestione commercianti INPS',
  unit: 'text',
  ...BOTH_YEARS,
  values: [
    { from: '2025-01-01', value: { rate: 24.48, ...trade2025 }, reference: CIRC_38_2025 },
    { from: '2026-01-01', value: { rate: 24.48, ...trade2026 }, reference: CIRC_14_2026 },
  ],
};
