import type { Parameter, Reference } from './rule-parameter.js';

/**
 * When a holiday falls in a year: a fixed day, a day counted from Easter Sunday, or the first Sunday of a month.
 * `null` as a value: not a holiday from that day on.
 */
export type HolidayDate = { month: number; day: number } | { easterOffset: number } | { firstSundayOf: number };

/** Each holiday is a parameter (see `src/rules/parameter.ts`): its date from each day the law changed it. */
export type HolidayRule = Parameter<HolidayDate | null>;

/** The first day served: the calendar before the Republic's law 260/1949 is kept only for its first five months. */
export const CALENDAR_FROM = '1949-01-01';
const CHECKED = '2026-11-25';

function act(title: string, url: string, confirmed: boolean): Reference {
  return { title, url, confirmed };
}

const GU = (path: string) => `https://www.gazzettaufficiale.it/eli/gu/${path}/sg/pdf`;
const NIR = (urn: string) => `https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:${urn}`;

// The acts before 1949, as python-holidays cites them (their Gazzetta pages were not read here: confirmed false).
const RD_1869 = act('R.D. 17 ottobre 1869, n. 5342 (giorni festivi)', GU('1869/11/23/320'), false);
const L_1874 = act('Legge 23 giugno 1874, n. 1968 (Capodanno)', GU('1874/07/11/164'), false);
const RDL_1923 = act('R.D.L. 30 dicembre 1923, n. 2859 (ripristino di festività religiose)', GU('1924/01/15/12'), false);
const L_1928 = act('Legge 6 dicembre 1928, n. 2765 (San Giuseppe)', GU('1928/12/19/294'), false);
const DLL_1946 = act('D.Lgs.Lgt. 22 aprile 1946, n. 185 (25 aprile, 1° maggio, 8 maggio, 4 novembre)', GU('1946/04/24/96'), false);
// The acts of the Republic: text read (Normattiva; law 54/1977 in the Gazzetta's text as republished; law 336/2000
// in the Gazzetta Ufficiale's original text, GU n. 273 of 22/11/2000, art. 1; law 151/2025 on Normattiva, in force 1/1/2026;
// D.P.R. 792/1985 on the Presidency of the Council's page of the acts on religious matters).
const L_260_1949 = act('Legge 27 maggio 1949, n. 260, Disposizioni in materia di ricorrenze festive (in vigore dal 1° giugno 1949)', NIR('legge:1949-05-27;260'), true);
const L_54_1977 = act('Legge 5 marzo 1977, n. 54, Disposizioni in materia di giorni festivi (in vigore dall’8 marzo 1977)', NIR('legge:1977-03-05;54'), true);
const DPR_792_1985 = act(
  'D.P.R. 28 dicembre 1985, n. 792 (GU n. 306 del 31 dicembre 1985), art. 1: il 6 gennaio di nuovo festivo dal 1986',
  'https://presidenza.governo.it/USRI/confessioni/norme/85DPR792.html',
  true,
);
const L_336_2000 = act(
  'Legge 20 novembre 2000, n. 336, Ripristino della festività nazionale del 2 giugno (GU n. 273 del 22 novembre 2000), art. 1',
  'https://www.gazzettaufficiale.it/atto/serie_generale/caricaArticoloDefault/originario?atto.dataPubblicazioneGazzetta=2000-11-22&atto.codiceRedazionale=000G0390&atto.tipoProvvedimento=LEGGE',
  true,
);
const L_151_2025 = act('Legge 8 ottobre 2025, n. 151, Istituzione della festa nazionale di San Francesco d’Assisi (in vigore dal 1° gennaio 2026)', NIR('legge:2025-10-08;151'), true);

const LAW_260 = '1949-06-01';
const LAW_54 = '1977-03-08';

function holiday(name: string, label: string, values: HolidayRule['values']): HolidayRule {
  return { name, label, unit: 'text', values, checked: CHECKED };
}

/** Festive before law 260/1949 by `before`, confirmed by it, and `after` it as listed. */
function sinceBefore1949(name: string, label: string, date: HolidayDate, before: Reference, after: HolidayRule['values'] = []): HolidayRule {
  return holiday(name, label, [
    { from: CALENDAR_FROM, value: date, reference: before },
    { from: LAW_260, value: date, reference: L_260_1949 },
    ...after,
  ]);
}

/** Abolished as holidays by law 54/1977, art. 1. */
const abolishedIn1977 = [{ from: LAW_54, value: null, reference: L_54_1977 }];

export const HOLIDAY_RULES: readonly HolidayRule[] = [
  sinceBefore1949('new-year', 'Capodanno', { month: 1, day: 1 }, L_1874),
  sinceBefore1949('epiphany', 'Epifania', { month: 1, day: 6 }, RD_1869, [
    ...abolishedIn1977,
    { from: '1986-01-01', value: { month: 1, day: 6 }, reference: DPR_792_1985 },
  ]),
  sinceBefore1949('saint-joseph', 'San Giuseppe', { month: 3, day: 19 }, L_1928, abolishedIn1977),
  sinceBefore1949('easter', 'Pasqua', { easterOffset: 0 }, RD_1869),
  holiday('easter-monday', "Lunedì dell'Angelo (Pasquetta)", [{ from: LAW_260, value: { easterOffset: 1 }, reference: L_260_1949 }]),
  sinceBefore1949('liberation', 'Festa della Liberazione', { month: 4, day: 25 }, DLL_1946),
  sinceBefore1949('labour', 'Festa dei Lavoratori', { month: 5, day: 1 }, DLL_1946),
  holiday('victory-in-europe', 'Anniversario della Vittoria in Europa', [
    { from: CALENDAR_FROM, value: { month: 5, day: 8 }, reference: DLL_1946 },
    { from: LAW_260, value: null, reference: L_260_1949 },
  ]),
  sinceBefore1949('ascension', 'Ascensione', { easterOffset: 39 }, RD_1869, abolishedIn1977),
  holiday('republic', 'Festa della Repubblica', [
    { from: LAW_260, value: { month: 6, day: 2 }, reference: L_260_1949 },
    { from: LAW_54, value: { firstSundayOf: 6 }, reference: L_54_1977 },
    { from: '2001-01-01', value: { month: 6, day: 2 }, reference: L_336_2000 },
  ]),
  sinceBefore1949('corpus-domini', 'Corpus Domini', { easterOffset: 60 }, RDL_1923, abolishedIn1977),
  sinceBefore1949('saints-peter-and-paul', 'Santi Pietro e Paolo', { month: 6, day: 29 }, RDL_1923, abolishedIn1977),
  sinceBefore1949('assumption', 'Ferragosto (Assunzione)', { month: 8, day: 15 }, RD_1869),
  holiday('saint-francis', "San Francesco d'Assisi", [{ from: '2026-01-01', value: { month: 10, day: 4 }, reference: L_151_2025 }]),
  sinceBefore1949('all-saints', 'Ognissanti', { month: 11, day: 1 }, RD_1869),
  // From 1977 celebrated on the first Sunday of November, a day already festive: 4 November is a working day.
  sinceBefore1949('national-unity', "Giorno dell'Unità nazionale", { month: 11, day: 4 }, DLL_1946, abolishedIn1977),
  sinceBefore1949('immaculate-conception', 'Immacolata Concezione', { month: 12, day: 8 }, RDL_1923),
  sinceBefore1949('christmas', 'Natale', { month: 12, day: 25 }, RD_1869),
  holiday('saint-stephen', 'Santo Stefano', [{ from: LAW_260, value: { month: 12, day: 26 }, reference: L_260_1949 }]),
];

/** A holiday of one day only, by its own act. */
export interface OneOffHoliday {
  date: string;
  label: string;
  reference: Reference;
}

export const ONE_OFF_HOLIDAYS: readonly OneOffHoliday[] = [
  {
    date: '1961-03-17',
    label: "Centenario dell'Unità d'Italia",
    // The act was not found here; the holidays package lists the day among Italy's special public holidays.
    reference: act("Festa nazionale del 17 marzo 1961 (centenario dell'Unità), come la elenca il pacchetto holidays", 'https://github.com/vacanza/holidays/blob/main/holidays/countries/italy.py', false),
  },
  {
    date: '2011-03-17',
    label: "150° anniversario dell'Unità d'Italia",
    reference: act("D.L. 22 febbraio 2011, n. 5, Disposizioni per la festa nazionale del 17 marzo 2011 (conv. L. 21 aprile 2011, n. 47)", NIR('decreto.legge:2011-02-22;5'), false),
  },
];
