import type { Parameter, Reference } from '../rule-parameter.js';

/**
 * The national rules of an employee's pay: IRPEF, the deductions for employment, the cuneo fiscale, the trattamento
 * integrativo and the employee's INPS contributions. Amounts in euro, rates in percent. `from` is the first year the
 * tool answers (2025) or the day a value changed; a value the law sets "a decorrere dal 2025" has one entry.
 */
const L_207_2024 = 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:2024-12-30;207';
const TUIR_ART_13 = 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:presidente.repubblica:decreto:1986-12-22;917~art13';
const DL_3_2020 = 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legge:2020-02-05;3~art1';
// Checked on lavorofacile.it's reading of the law (art. 1, commi 3 e 4): the 33% and the 440 € cut over 200.000 €.
const L_199_2025 = 'https://www.lavorofacile.it/news/bilancio-2026--come-cambiano-gli-scaglioni-irpef?search=legge';
const CUNEO_2025 = 'https://www.paefficace.it/area-finanziaria/ultime-news/i-recuperi-dei-bonus-fiscali-47048';
const INPS_2026 = 'https://ntpluslavoro.ilsole24ore.com/art/aggiornati-minimali-e-massimali-retributivi-fini-contributivi-AIvjZDAB';
const INPS_2025 = 'https://windpress.info/it/press-release/553488/in-aumento-i-minimali-e-i-massimali-retributivi-per-il-2025-redigo-info';
const INPS_RATES = 'https://www.inps.it/it/it/dati-e-bilanci/aliquote-contributive.html';

const ref = (title: string, url: string, confirmed = true): Reference => ({ title, url, confirmed });
const CHECKED = '2026-11-25';

/**
 * Over 200.000 € of income the 2026 law takes 440 € off the deductions for the 19% expenses, party donations and
 * disaster insurance (art. 16-ter TUIR), so the lower rate gives such incomes nothing. The tool counts no such
 * expenses, so the cut changes none of its figures; it is cited so the answer says why.
 */
export const HIGH_INCOME_DEDUCTION_CUT: Parameter<{ over: number; amount: number } | null> = {
  name: 'high-income-deduction-cut',
  label: 'Riduzione delle detrazioni per oneri oltre 200.000 € di reddito (art. 16-ter TUIR)',
  unit: 'text',
  knownUntil: '2026-12-31',
  checked: CHECKED,
  values: [
    { from: '2025-01-01', value: null, reference: ref('Legge 30 dicembre 2024, n. 207, art. 1, c. 10 (art. 16-ter TUIR): nessun taglio di 440 € nel 2025', L_207_2024) },
    { from: '2026-01-01', value: { over: 200_000, amount: 440 }, reference: ref('Legge n. 199/2025 (Bilancio 2026), art. 1, c. 4 (art. 16-ter TUIR)', L_199_2025) },
  ],
};

/** Detrazione per lavoro dipendente, art. 13 c. 1 and 1.1 TUIR, for a whole year of work. */
export interface EmploymentDeduction {
  /** Up to `lowUpTo`: `low`, never less than `minimum` (`minimumFixedTerm` for tempo determinato). */
  lowUpTo: number;
  low: number;
  minimum: number;
  minimumFixedTerm: number;
  /** Up to `middleUpTo`: `middleBase` + `middleExtra` × (middleUpTo − income) / (middleUpTo − lowUpTo). */
  middleUpTo: number;
  middleBase: number;
  middleExtra: number;
  /** Up to `highUpTo`: middleBase × (highUpTo − income) / (highUpTo − middleUpTo); nothing above. */
  highUpTo: number;
  /** c. 1.1: `bonus` more for incomes over `bonusOver` up to `bonusUpTo`. */
  bonusOver: number;
  bonusUpTo: number;
  bonus: number;
}

export const EMPLOYMENT_DEDUCTION: Parameter<EmploymentDeduction> = {
  name: 'employment-deduction',
  label: 'Detrazione per lavoro dipendente (art. 13 TUIR)',
  unit: 'text',
  knownUntil: '2026-12-31',
  checked: CHECKED,
  values: [
    {
      from: '2025-01-01',
      value: { lowUpTo: 15_000, low: 1_955, minimum: 690, minimumFixedTerm: 1_380, middleUpTo: 28_000, middleBase: 1_910, middleExtra: 1_190, highUpTo: 50_000, bonusOver: 25_000, bonusUpTo: 35_000, bonus: 65 },
      reference: ref('Art. 13, c. 1 e 1.1, TUIR, come modificato dalla legge 207/2024, art. 1, c. 2, lett. b) (1.955 € fino a 15.000 €)', TUIR_ART_13),
    },
  ],
};

/** Cuneo fiscale, L. 207/2024 art. 1 c. 4: a tax-free sum, a percentage of the employment income by band. */
export interface CuneoSum {
  /** Only for an income up to this. */
  upTo: number;
  bands: Array<{ upTo: number; rate: number }>;
}

export const CUNEO_TAX_FREE_SUM: Parameter<CuneoSum> = {
  name: 'cuneo-tax-free-sum',
  label: 'Cuneo fiscale: somma esente fino a 20.000 € (L. 207/2024, art. 1, c. 4)',
  unit: 'percent',
  knownUntil: '2026-12-31',
  checked: CHECKED,
  values: [
    {
      from: '2025-01-01',
      value: {
        upTo: 20_000,
        bands: [
          { upTo: 8_500, rate: 7.1 },
          { upTo: 15_000, rate: 5.3 },
          { upTo: 20_000, rate: 4.8 },
        ],
      },
      reference: ref('Legge 30 dicembre 2024, n. 207, art. 1, c. 4 (a decorrere dal 2025; non concorre al reddito)', CUNEO_2025),
    },
  ],
};

/** Cuneo fiscale, L. 207/2024 art. 1 c. 6: `amount` over `over` up to `fullUpTo`, then down to nothing at `upTo`. */
export const CUNEO_DEDUCTION: Parameter<{ over: number; fullUpTo: number; upTo: number; amount: number }> = {
  name: 'cuneo-deduction',
  label: 'Cuneo fiscale: ulteriore detrazione da 20.000 a 40.000 € (L. 207/2024, art. 1, c. 6)',
  unit: 'text',
  knownUntil: '2026-12-31',
  checked: CHECKED,
  values: [
    {
      from: '2025-01-01',
      value: { over: 20_000, fullUpTo: 32_000, upTo: 40_000, amount: 1_000 },
      reference: ref('Legge 30 dicembre 2024, n. 207, art. 1, c. 6 (a decorrere dal 2025)', CUNEO_2025),
    },
  ],
};

/**
 * Trattamento integrativo, D.L. 3/2020 art. 1: `amount` up to `fullUpTo` when the gross tax exceeds the art. 13
 * deduction less `capacityAllowance`; up to `partialUpTo` only what the deductions exceed the tax by (never with
 * employment income alone, whose deduction is below the tax over 15.000 €).
 */
export const TRATTAMENTO_INTEGRATIVO: Parameter<{ amount: number; fullUpTo: number; partialUpTo: number; capacityAllowance: number }> = {
  name: 'trattamento-integrativo',
  label: 'Trattamento integrativo (D.L. 3/2020, art. 1)',
  unit: 'text',
  knownUntil: '2026-12-31',
  checked: CHECKED,
  values: [
    {
      from: '2025-01-01',
      value: { amount: 1_200, fullUpTo: 15_000, partialUpTo: 28_000, capacityAllowance: 75 },
      reference: ref('D.L. 5 febbraio 2020, n. 3, art. 1, c. 1 e 1-bis; correttivo di 75 € reso strutturale dalla legge 207/2024, art. 1, c. 3', DL_3_2020),
    },
  ],
};

/** The employee's share of the INPS contributions (FPLD), percent of the pay. */
export const INPS_EMPLOYEE_RATE: Parameter<{ standard: number; cigs: number }> = {
  name: 'inps-employee-rate',
  label: 'Contributi INPS a carico del dipendente',
  unit: 'percent',
  knownUntil: '2026-12-31',
  checked: CHECKED,
  values: [
    {
      from: '2025-01-01',
      value: { standard: 9.19, cigs: 9.49 },
      // 9,19% = 8,89% IVS + 0,30% (art. 3, c. 15, L. 297/1982); CIGS adds 0,30% (art. 23 d.lgs. 148/2015). Not yet
      // read on an INPS page in this check, so it stays unconfirmed.
      reference: ref('INPS, FPLD: 9,19% (8,89% IVS + 0,30% L. 297/1982); 9,49% con la CIGS (d.lgs. 148/2015, art. 23)', INPS_RATES, false),
    },
  ],
};

/** Art. 3-ter D.L. 384/1992: 1% more on the pay over the first pension bracket, updated each year by INPS. */
export const INPS_ADDITIONAL: Parameter<{ rate: number; over: number }> = {
  name: 'inps-additional',
  label: 'Contributo aggiuntivo INPS dell’1% (art. 3-ter D.L. 384/1992)',
  unit: 'text',
  knownUntil: '2026-12-31',
  checked: CHECKED,
  values: [
    // The circular's own page was not read: the 55.448 € come from the payroll practice that quotes it.
    { from: '2025-01-01', value: { rate: 1, over: 55_448 }, reference: ref('Circolare INPS n. 26 del 30 gennaio 2025 (prima fascia di retribuzione pensionabile)', INPS_2025, false) },
    { from: '2026-01-01', value: { rate: 1, over: 56_224 }, reference: ref('Circolare INPS n. 6 del 30 gennaio 2026 (prima fascia: 56.224 €, 4.685 € al mese)', INPS_2026) },
  ],
};

/** Art. 1 d.lgs. 360/1998: the comune's rate, on the same base as IRPEF, due only when IRPEF is. */
export const MUNICIPAL_SURTAX: Parameter<string> = {
  name: 'municipal-surtax',
  label: 'Addizionale comunale all’IRPEF',
  unit: 'text',
  knownUntil: '2026-12-31',
  checked: CHECKED,
  values: [
    {
      from: '2025-01-01',
      value: "aliquota del comune sul reddito imponibile, dovuta solo se è dovuta l'IRPEF",
      reference: ref('D.lgs. 28 settembre 1998, n. 360, art. 1, c. 3 e 4', 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:1998-09-28;360~art1'),
    },
  ],
};
