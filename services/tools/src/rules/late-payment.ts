import type { Parameter, Reference } from './parameter.js';

/**
 * The penalty for a tax paid late (art. 13, comma 1, d.lgs. 471/1997) and its reduction by ravvedimento operoso
 * (art. 13 d.lgs. 472/1997), keyed by the day of the violation, which for a payment is its due date. Both were
 * rewritten by d.lgs. 87/2024 for violations from 1 September 2024 (its art. 5).
 */
export interface PenaltyScheme {
  /** The penalty in percent of the tax. */
  base: number;
  /** Halved when paid within this many days. */
  halvedWithinDays: number;
  /** Further cut to 1/15 for each day late within this many days. */
  dailyWithinDays: number;
}

/** One step of the ravvedimento: paid within `within` (days, or whole years when `years`), the penalty times num/den. */
export interface ReductionTier {
  within: { days: number } | { years: number } | null;
  numerator: number;
  denominator: number;
  /** Italian, e.g. «entro 30 giorni». */
  label: string;
}

const ART_13_471 = 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:1997-12-18;471~art13';
const ART_13_472 = 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:1997-12-18;472~art13';
const DLGS_87_2024 = 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2024-06-14;87';

const ref = (title: string, url: string, confirmed = true): Reference => ({ title, url, confirmed });

export const LATE_PAYMENT_PENALTY: Parameter<PenaltyScheme> = {
  name: 'late-payment-penalty',
  label: 'Sanzione per omesso o tardivo versamento (art. 13 d.lgs. 471/1997)',
  unit: 'percent',
  checked: '2026-11-25',
  values: [
    {
      from: '2016-01-01',
      value: { base: 30, halvedWithinDays: 90, dailyWithinDays: 14 },
      reference: ref('D.lgs. 471/1997, art. 13, c. 1, come modificato dal d.lgs. 158/2015', ART_13_471),
    },
    {
      from: '2024-09-01',
      value: { base: 25, halvedWithinDays: 90, dailyWithinDays: 14 },
      reference: ref('D.lgs. 471/1997, art. 13, c. 1, come modificato dal d.lgs. 14 giugno 2024, n. 87 (violazioni dal 1° settembre 2024)', DLGS_87_2024),
    },
  ],
};

const within30 = { within: { days: 30 }, numerator: 1, denominator: 10, label: 'entro 30 giorni: 1/10 del minimo' };
const within90 = { within: { days: 90 }, numerator: 1, denominator: 9, label: 'entro 90 giorni: 1/9 del minimo' };
const withinYear = { within: { years: 1 }, numerator: 1, denominator: 8, label: 'entro un anno: 1/8 del minimo' };

export const RAVVEDIMENTO_REDUCTIONS: Parameter<ReductionTier[]> = {
  name: 'ravvedimento-reductions',
  label: 'Riduzione per ravvedimento operoso (art. 13 d.lgs. 472/1997)',
  unit: 'fraction',
  checked: '2026-11-25',
  values: [
    {
      from: '2016-01-01',
      value: [
        within30,
        within90,
        withinYear,
        { within: { years: 2 }, numerator: 1, denominator: 7, label: 'entro due anni: 1/7 del minimo' },
        { within: null, numerator: 1, denominator: 6, label: 'oltre due anni: 1/6 del minimo' },
      ],
      reference: ref('D.lgs. 472/1997, art. 13, c. 1, lett. a), a-bis), b), b-bis), b-ter), come modificato dalla legge 190/2014', ART_13_472),
    },
    {
      from: '2024-09-01',
      value: [within30, within90, withinYear, { within: null, numerator: 1, denominator: 7, label: 'oltre un anno: 1/7 del minimo' }],
      // The 1/7 beyond the year (no more 1/6) is read from the amended text; no page of the Agenzia checked here says it.
      reference: ref('D.lgs. 472/1997, art. 13, c. 1, lett. b-bis), come sostituito dal d.lgs. 87/2024 (violazioni dal 1° settembre 2024)', DLGS_87_2024, false),
    },
  ],
};

/** The kinds of tax whose F24 codes for a ravvedimento the tool knows. */
export interface F24Codes {
  label: string;
  /** Examples of the tax's own codes, to recognise it. */
  taxCodes: string;
  /** The penalty's code, or null when it is paid with the tax under the tax's own code. */
  penalty: string | null;
  interest: string | null;
  note?: string;
}

const CODES_TABLE = 'https://www.agenziaentrate.gov.it/portale/web/guest/strumenti/codici-attivita-e-tributo';

export const F24_CODES: Parameter<Record<string, F24Codes>> = {
  name: 'f24-ravvedimento-codes',
  label: 'Codici tributo F24 del ravvedimento',
  unit: 'code',
  checked: '2026-11-25',
  values: [
    {
      from: '2016-01-01',
      value: {
        irpef: { label: 'IRPEF', taxCodes: '4001, 4033, 4034', penalty: '8901', interest: '1989' },
        ires: { label: 'IRES', taxCodes: '2001, 2002, 2003', penalty: '8918', interest: '1990' },
        iva: { label: 'IVA', taxCodes: '6001–6012, 6031–6034, 6099', penalty: '8904', interest: '1991' },
        irap: { label: 'IRAP', taxCodes: '3800, 3812, 3813', penalty: '8907', interest: '1993' },
        'cedolare-secca': { label: 'Cedolare secca', taxCodes: '1840, 1841, 1842', penalty: '8913', interest: '1992' },
        'addizionale-regionale': { label: 'Addizionale regionale IRPEF', taxCodes: '3801', penalty: '8902', interest: '1994' },
        'addizionale-comunale': { label: 'Addizionale comunale IRPEF', taxCodes: '3843, 3844', penalty: '8903', interest: '1998' },
        ritenute: {
          label: 'Ritenute (sostituto d\'imposta)',
          taxCodes: '1001, 1040',
          penalty: '8906',
          interest: null,
          note: 'gli interessi si versano insieme alle ritenute, con lo stesso codice tributo',
        },
        imu: {
          label: 'IMU',
          taxCodes: '3912, 3914, 3916, 3918, 3925, 3930',
          penalty: null,
          interest: null,
          note: "sanzione e interessi si sommano all'imposta e si versano con lo stesso codice tributo, barrando «Ravv»",
        },
      },
      reference: ref('Agenzia delle Entrate, tabelle dei codici tributo F24 (risoluzioni istitutive); per l\'IMU ris. 29/E del 29/05/2020', CODES_TABLE, false),
    },
  ],
};
