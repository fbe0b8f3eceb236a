import type { Parameter, Reference } from '../rule-parameter.js';

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
      // Art. 3 d.lgs. 87/2024 merged the old 1/7 and 1/6 steps: beyond the first year (or the first declaration) it is
      // always 1/7. Checked on three independent pages that agree: tiburzibardelli.it (linked), studioassociatodamico.it
      // («Ravvedimento operoso: novità del DLgs. 87/2024») and the 2025 table of commercialistaefisco.it (3,57% beyond
      // a year). The 1/6, 1/5 and 1/4 of the reform apply only after a PVC or a «schema di atto», which this tool
      // does not model.
      reference: ref(
        "D.lgs. 472/1997, art. 13, c. 1, lett. b) e b-bis), come modificato dall'art. 3 del d.lgs. 87/2024 (violazioni dal 1° settembre 2024)",
        'https://www.tiburzibardelli.it/ravvedimento-riduzione-a-1-6-o-a-1-4-per-violazioni-dal-1-settembre/',
      ),
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
  /** The resolution that set these codes, and whether a page was found that says them. */
  source: Reference;
}

const RIS_109_2007 = 'https://www.apindustria.vi.it/servizi/fiscale/631-fiscale-approfondimenti/206-ravvedimento-operoso/2312-codici-tributo-per-interessi-da-ravvedimento.html';
const RIS_12_2023 = 'https://ateneoweb.com/mobile/taxelex.php?id=12041';
const RIS_18_2023 = 'https://studioassociato.ge.it/main/?p=35927';
const INTEREST_CODES = 'interessi: ris. Agenzia delle Entrate 109/E del 22/05/2007';

/**
 * The codes of the taxes paid by the taxpayer on their own F24, each with where it was checked. Interest codes come
 * from ris. 109/E of 2007 (1998 for the comunale from ris. 368/E of 2007); the penalty codes are the Agenzia's
 * table as quoted by at least two independent guides (codicetributo.com and another named in the title).
 */
const BEFORE_2023: Record<string, F24Codes> = {
  irpef: {
    label: 'IRPEF',
    taxCodes: '4001, 4033, 4034',
    penalty: '8901',
    interest: '1989',
    source: ref(`Codici tributo F24: sanzione 8901 (codicetributo.com, finom.co), ${INTEREST_CODES}`, RIS_109_2007),
  },
  ires: {
    label: 'IRES',
    taxCodes: '2001, 2002, 2003',
    penalty: '8918',
    interest: '1990',
    source: ref(`Codici tributo F24: sanzione 8918 (codicetributo.com, websista.it), ${INTEREST_CODES}`, RIS_109_2007),
  },
  iva: {
    label: 'IVA',
    taxCodes: '6001–6012, 6031–6034, 6099',
    penalty: '8904',
    interest: '1991',
    source: ref(`Codici tributo F24: sanzione 8904 (codicetributo.com, studiodoppiat.it), ${INTEREST_CODES}`, RIS_109_2007),
  },
  irap: {
    label: 'IRAP',
    taxCodes: '3800, 3812, 3813',
    penalty: '8907',
    interest: '1993',
    source: ref(`Codici tributo F24: sanzione 8907 (codicetributo.com, finom.co), ${INTEREST_CODES}`, RIS_109_2007),
  },
  'cedolare-secca': {
    label: 'Cedolare secca',
    taxCodes: '1840, 1841, 1842',
    penalty: '8913',
    interest: '1992',
    source: ref(`Codici tributo F24 fino al 01/05/2023: sanzione 8913 (codicetributo.com), ${INTEREST_CODES} (imposte sostitutive)`, RIS_109_2007),
  },
  'addizionale-regionale': {
    label: 'Addizionale regionale IRPEF',
    taxCodes: '3801',
    penalty: '8902',
    interest: '1994',
    source: ref(`Codici tributo F24: sanzione 8902 (codicetributo.com, economia-finanza.it), ${INTEREST_CODES}`, RIS_109_2007),
  },
  'addizionale-comunale': {
    label: 'Addizionale comunale IRPEF',
    taxCodes: '3843, 3844',
    penalty: '8926',
    interest: '1998',
    // 8903 was the code before the comunale moved to the «IMU e altri tributi locali» section in 2008 (ris. 368/E).
    source: ref(
      'Codici tributo F24: sanzione 8926 (ravvedimentooperoso.net, economiadelnoi.it), interessi 1998 (ris. Agenzia delle Entrate 368/E del 12/12/2007)',
      'https://www.economiadelnoi.it/2019/04/codice-tributo-8926-cose-a-cosa-si-riferisce-utilizzo/',
    ),
  },
  ritenute: {
    label: "Ritenute (sostituto d'imposta)",
    taxCodes: '1001, 1040',
    penalty: '8906',
    interest: null,
    note: 'gli interessi si versano insieme alle ritenute, con lo stesso codice tributo',
    source: ref("Codice tributo F24 8906 fino al 02/07/2023 (codicetributo.com; soppresso dalla ris. Agenzia delle Entrate 18/E del 28/04/2023)", RIS_18_2023),
  },
  imu: {
    label: 'IMU',
    taxCodes: '3912, 3914, 3916, 3918, 3925, 3930',
    penalty: null,
    interest: null,
    note: "sanzione e interessi si sommano all'imposta e si versano con lo stesso codice tributo, barrando «Ravv»",
    source: ref('IMU: nessun codice proprio per sanzione e interessi (Il Sole 24 Ore, 2022; studiozanettisnc.it, 2013 e 2015)', 'https://www.ilsole24ore.com/art/imu-ecco-come-sanare-pagamento-tardivo-dell-acconto-2022-AEtCOrgB'),
  },
};

/** Ris. 12/E of 1 March 2023, in force from 2 May 2023: the cedolare secca has its own ravvedimento codes. */
const FROM_MAY_2023: Record<string, F24Codes> = {
  ...BEFORE_2023,
  'cedolare-secca': {
    ...BEFORE_2023['cedolare-secca']!,
    penalty: '8940',
    interest: '1940',
    source: ref('Ris. Agenzia delle Entrate 12/E del 01/03/2023: sanzione 8940, interessi 1940 (dal 02/05/2023)', RIS_12_2023),
  },
};

/** Ris. 18/E of 28 April 2023, in force from 3 July 2023: 8906 gives way to a code per kind of withholding. */
const FROM_JULY_2023: Record<string, F24Codes> = {
  ...FROM_MAY_2023,
  ritenute: {
    ...BEFORE_2023.ritenute!,
    penalty: '8947 (ritenute 1001, lavoro dipendente) o 8948 (ritenute 1040, lavoro autonomo)',
    note: 'gli interessi si versano insieme alle ritenute, con lo stesso codice tributo; 8949 per le ritenute sui redditi di capitale',
    source: ref('Ris. Agenzia delle Entrate 18/E del 28/04/2023: sanzioni 8947, 8948, 8949 (dal 03/07/2023), interessi con il tributo', RIS_18_2023),
  },
};

/** Keyed by the day of the payment: the F24 is filled in with the codes in force when it is paid. */
export const F24_CODES: Parameter<Record<string, F24Codes>> = {
  name: 'f24-ravvedimento-codes',
  label: 'Codici tributo F24 del ravvedimento',
  unit: 'code',
  checked: '2026-11-25',
  values: [
    { from: '2016-01-01', value: BEFORE_2023, reference: ref('Agenzia delle Entrate, codici tributo F24 per il ravvedimento (ris. 109/E e 368/E del 2007)', RIS_109_2007) },
    { from: '2023-05-02', value: FROM_MAY_2023, reference: ref('Ris. Agenzia delle Entrate 12/E del 01/03/2023 (cedolare secca)', RIS_12_2023) },
    { from: '2023-07-03', value: FROM_JULY_2023, reference: ref('Ris. Agenzia delle Entrate 18/E del 28/04/2023 (ritenute)', RIS_18_2023) },
  ],
};
