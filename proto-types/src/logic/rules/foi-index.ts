import type { Reference } from '../rule-parameter.js';

/**
 * ISTAT's consumer price index for households of workers and employees, without tobacco (FOI senza tabacchi), month
 * by month, as published in its monthly release and in the Gazzetta Ufficiale (art. 81 L. 392/1978). Each value
 * carries the public page it was read on; most of those pages also give ISTAT's TFR revaluation coefficient for the
 * month, kept in `TFR_COEFFICIENTS` so a test recomputes every one of them from this series and must find it to the
 * sixth decimal: each coefficient checks the month's index and the previous December's.
 *
 * Indexes are in tenths (121,1 is 1211) on the base they were published on. ISTAT changes base now and then and
 * publishes a linking coefficient (`FOI_BASE_LINKS`): December 2015 is on base 2010=100, 2016–2025 on 2015=100, and
 * from January 2026 the base is 2025=100. A month missing here (not confirmed on a public page) is not guessed: the
 * tools say it is not held. `confirmed: false` marks an index read off a published ratio or coefficient rather than
 * printed as a figure; the title says how.
 */
export type FoiBase = 2010 | 2015 | 2025;

export interface FoiMonth {
  /** YYYY-MM. */
  month: string;
  /** Tenths of an index point, on `base`. */
  tenths: number;
  base: FoiBase;
  reference: Reference;
}

/** ISTAT's coefficient that carries an index from base `from` onto base `to` (index on `to` × factor = index on `from`). */
export interface FoiBaseLink {
  from: FoiBase;
  to: FoiBase;
  /** Thousandths: 1,071 is 1071. */
  factorThousandths: number;
  reference: Reference;
}

/** A TFR revaluation coefficient as published for a month (percent, six decimals, «0,811564»). */
export interface PublishedTfrCoefficient {
  month: string;
  percent: string;
  url: string;
}

/** YYYY-MM-DD: when the series and its pages were last checked. */
export const FOI_CHECKED = '2026-11-27';

const page = (title: string, url: string, confirmed = true): Reference => ({ title, url, confirmed });

const ISTAT_FOI_PAGE = page('Istat, Indice dei prezzi per le rivalutazioni monetarie', 'https://www.istat.it/notizia/indice-dei-prezzi-per-le-rivalutazioni-monetarie/');
const CODICEAZIENDA_ANNUAL = 'https://www.codiceazienda.it/servizi/coefficiente-di-rivalutazione-del-tfr/';
const CODICEAZIENDA_2014_2018 = 'https://codiceazienda.it/?p=5259';
const CODICEAZIENDA_2020 = 'https://codiceazienda.it/servizi/coefficiente-di-rivalutazione-del-tfr/coefficienti-tfr-anno-2020/amp';
const RIVALUTA_2016 = 'https://www.rivaluta.it/coefficiente-trattamento-fine-rapportotfr-novembre-2016/';
const ASSIMPREDIL_2016_12 = 'http://portale.assimpredilance.it/articoli/bollettino-di-statistica-dati-di-dicembre-2016-dell-indice-foi-sul-costo-della-vita';
const PO_CAMCOM = 'http://www.po.camcom.it/news/indice/indice.php';
const PR_CAMCOM = 'https://www.pr.camcom.it/informazione-economica/indici-istat-1';
const CONFETRA_2020 = 'https://www.confetra.com/coefficienti-tfr-2020-2/';
const GARGANO_2019 = 'https://gargano.pro/lavoro/coefficiente-rivalutazione-tfr-marzo-2019.html';
const API_MN_2023 = 'https://www.api.mn.it/sindacale/sindacale/12744-trattamento-di-fine-rapporto-indice-di-rivalutazione-luglio-2023';
const API_MN_2024 = 'https://www.api.mn.it/sindacale/sindacale-sicurapi/14366-trattamento-di-fine-rapporto-t-f-r-indice-di-rivalutazione-periodo-15-agosto-2024-14-settembre-2024';
const PMI_2022_07 = 'https://www.pmi.it/economia/lavoro/325080/rivalutazione-istat-per-il-tfr-cosa-sapere.html';
const ANCE_BRESCIA_2022_08 = 'https://ancebrescia.it/?p=49535';
const IPSOA_2022_10 = 'https://studiomarchetti.net/it/news/2022-11-17-tfr-crediti-lavoro-rilevazioni-istat-ottobre-3-7-mese-scorso-12-1';
const CONFINDUSTRIA_2023_11 = 'https://confindustria.it/home/centro-studi/temi-di-ricerca/congiuntura-e-previsioni/dettaglio/tfr-crediti-lavoro-novembre-2023';
/** A table of the monthly coefficients September 2023 – September 2024 with the index of September 2024. */
const LAVORO_ECONOMIA_2024 = 'http://lavoro-economia.it/tfr/Rivalutazione-tfr.aspx';
const ASSIMPREDIL_2024_11 = 'https://portale.assimpredilance.it/articoli/bollettino-di-statistica-indice-foi-del-costo-della-vita-a-novembre-2024';
const ITALIA_OGGI_2025_03 = 'https://mysolution.it/lavoro/informazioni/italia-oggi/2025/04/17/italia-oggi-17-aprile-2025-pag-34_2';
const ITALPAGHE_2026_01 = 'https://news.italpaghe.ilccnl.it/2026/2/indice-istat-gennaio-2026';
/** Gives February 2026's TFR coefficient (0,862716) but not the index. */
const GIA_PR_2026_02 = 'https://www.gia.pr.it/notizia/trattamento-fine-rapporto-indice-istat-febbraio-2026';

/**
 * An index the pages around it fix to the tenth though none prints it: ISTAT's published change (rounded to one
 * decimal) from or to a month held admits this index alone. Marked unconfirmed; the tools say «da confermare».
 */
const fromChange = (url: string, title: string) => page(`${title}; indice ricavato, da confermare sul comunicato Istat`, url, false);

const from = (url: string, title = 'Indice FOI senza tabacchi pubblicato per il mese') => page(title, url);
/** An index the page does not print but that its published ratio to December 2015 fixes to the tenth. */
const fromRatio2016 = page('Rapporto con dicembre 2015 (base 2010, raccordo 1,071) nella tabella TFR 2016; indice ricavato, non stampato', RIVALUTA_2016, false);

function months(year: number, tenths: ReadonlyArray<number | null>, reference: (month: number) => Reference, base: FoiBase = 2015): FoiMonth[] {
  return tenths.flatMap((value, index) =>
    value === null ? [] : [{ month: `${year}-${String(index + 1).padStart(2, '0')}`, tenths: value, base, reference: reference(index + 1) }],
  );
}

/** Where each 2025 month was read (by month number). */
const MONTHS_2025: Readonly<Record<number, string>> = {
  1: 'https://redazionefiscale.it/c/notizie-flash/45630-aggiornamento-sulla-rivalutazione-tfr-e-crediti-di-lavoro-i-dati-istat-di-gennaio-2025',
  2: 'https://cremona.ance.it/2025/03/21/circ-175-25-coefficiente-per-la-rivalutazione-del-tfr-febbraio-2025',
  3: ITALIA_OGGI_2025_03,
  4: 'https://www.assistal.it/tfr-coefficiente-di-rivalutazione-maggio-2025',
  5: 'https://www.assistal.it/tfr-coefficiente-di-rivalutazione-maggio-2025',
  7: 'https://www.confindustria.aq.it/post/coefficiente-di-rivalutazione-del-tfr-luglio-2025',
  8: 'https://www.assistal.it/?p=30978',
  9: 'https://consulenzaagricola.it/flash/25832-rivalutazione-tfr-e-crediti-di-lavoro-settembre-2025',
  10: 'https://workplanet.news/?p=1838',
  11: 'https://ance.it/?p=267578',
  12: 'https://www.eclavoro.it/tfr-indice-rivalutazione-dicembre-2025',
};

export const FOI_BASE_LINKS: ReadonlyArray<FoiBaseLink> = [
  { from: 2010, to: 2015, factorThousandths: 1071, reference: page('Istat: coefficiente di raccordo base 2010 → base 2015 (1,071), dai dati di gennaio 2016', ISTAT_FOI_PAGE.url) },
  { from: 2015, to: 2025, factorThousandths: 1214, reference: page('Comunicato Istat 23/02/2026: coefficiente di raccordo base 2015 → base 2025 (1,214)', ITALPAGHE_2026_01) },
];

export const FOI_MONTHS: ReadonlyArray<FoiMonth> = [
  { month: '2015-12', tenths: 1070, base: 2010, reference: from(CODICEAZIENDA_ANNUAL, 'Indice di dicembre 2015 (base 2010) nella tabella annuale dei coefficienti TFR') },
  ...months(2016, [997, 995, 996, 996, 997, 999, 1000, 1002, 1000, 1000, 1000, 1003], (month) => {
    if (month === 1) return from('http://momentolegislativo.it/istat-indice-dei-prezzi-per-le-rivalutazioni-monetarie-gennaio-2016-9970-02/');
    if (month === 4) return from('https://www.confindustria.sa.it/coefficiente-per-la-rivalutazione-del-tfr-e-dei-crediti-da-lavoro-aprile-2016');
    if (month === 12) return from(ASSIMPREDIL_2016_12);
    return fromRatio2016;
  }),
  ...months(2017, [1006, 1010, 1010, 1013, 1011, 1010, 1010, 1014, 1011, 1009, 1008, 1011], () => from(CODICEAZIENDA_2014_2018, 'Tabella dei coefficienti TFR 2017 con gli indici mensili')),
  ...months(2018, [1015, 1015, 1017, 1017, 1020, 1022, 1025, 1029, 1024, 1024, 1022, 1021], () => from(CODICEAZIENDA_2014_2018, 'Tabella dei coefficienti TFR 2018 con gli indici mensili')),
  ...months(2019, [1022, 1023, 1025, 1026, 1027, 1027, 1027, 1032, 1025, 1024, 1023, 1025], (month) =>
    month === 12 ? from(CONFETRA_2020, 'Tabella TFR 2020: «dicembre 2019 = 102,5»') : from(PO_CAMCOM, 'CCIAA Prato, indici FOI mensili 2019'),
  ),
  ...months(2020, [1027, 1025, 1026, 1025, 1023, 1024, 1023, 1025, 1019, 1020, 1020, 1023], () => from(PO_CAMCOM, 'CCIAA Prato, indici FOI mensili 2020')),
  ...months(2021, [1029, 1030, 1033, 1037, 1036, 1038, 1042, 1047, 1045, 1051, 1057, 1062], () => from(PO_CAMCOM, 'CCIAA Prato, indici FOI mensili 2021')),
  ...months(2022, [1077, 1088, 1099, 1097, 1106, 1119, 1123, 1132, 1135, 1172, 1179, 1182], (month) => {
    if (month <= 5) return from(PR_CAMCOM, 'CCIAA Parma, indici FOI mensili');
    if (month === 7) return from(PMI_2022_07, 'PMI.it, agosto 2022: indice 112,3 e coefficiente TFR di luglio 5,182910');
    if (month === 8) return from(ANCE_BRESCIA_2022_08, 'ANCE Brescia, 23/09/2022: indice di agosto 2022 113,2, coefficiente 1,05943503');
    if (month === 10) return from(IPSOA_2022_10, 'Comunicato Istat 16/11/2022: indice di ottobre 2022 117,2, coefficiente TFR 9,018362 (da IPSOA)');
    // 118,7 / 1,007 within rounding admits 117,9 only (117,8 gives +0,8 %); December 2022's +0,3 % on the month agrees.
    if (month === 11) return fromChange('http://portale.assimpredilance.it/articoli/bollettino-di-statistica-indice-foi-del-costo-della-vita-a-novembre-2023', 'Novembre 2023 (118,7) «+0,7% su base annua»');
    if (month === 6) return from('https://www.confindustria.it/home/centro-studi/temi-di-ricerca/congiuntura-e-previsioni/tutti/dettaglio/tfr-crediti-lavoro-giugno-2022');
    if (month === 9) return from('https://acerweb.it/coefficiente-di-rivalutazione-tfr-settembre-2022');
    return from('https://eclavoro.it/tfr-indice-rivalutazione-dicembre-2022');
  }),
  ...months(2023, [1183, 1185, 1180, 1184, 1186, 1186, 1187, 1191, 1193, 1192, 1187, 1189], (month) => {
    if (month <= 7) return from(API_MN_2023, 'Tabella TFR 2023 con gli indici mensili');
    // 121,8 / 1,023 within rounding admits 119,1 only (119,0 gives +2,4 %, 119,2 gives +2,2 %).
    if (month === 8) return fromChange('https://www.fiscal-focus.it/news-24/ore-16-22-rivalutazione-tfr-coefficiente-aggiornato-ad-agosto-2025,3,176331', 'Agosto 2025 (121,8) «in aumento … del 2,3% in due anni»');
    if (month === 9) return from('https://immoplus.it/non-categorizzato/');
    if (month === 10) return from('https://www.commercialistatelematico.com/articoli/notizie-fiscali/tfr-rivalutazione-di-ottobre');
    if (month === 11) return from(CONFINDUSTRIA_2023_11, 'Centro Studi Confindustria: indice di novembre 2023 118,7, coefficiente 1,01692259');
    // Not printed on the page, but fixed to the tenth by its coefficient of December 2023 (1,944162) and by 2024's.
    return page('Coefficiente TFR di dicembre 2023 (1,944162) nella tabella mensile; indice ricavato, l\'unico al decimo con cui tornano anche quelli del 2024', LAVORO_ECONOMIA_2024, false);
  }),
  ...months(2024, [1193, 1193, 1194, 1193, 1195, 1195, 1200, 1201, 1200, 1201, 1201, 1202], (month) => {
    if (month <= 8) return from(API_MN_2024, 'Tabella TFR 2024 con gli indici mensili');
    if (month === 9) return from(LAVORO_ECONOMIA_2024, 'Tabella dei coefficienti TFR: indice di settembre 2024 120,0, coefficiente 1,818860');
    if (month === 11) return from(ASSIMPREDIL_2024_11, 'Assimpredil Ance, 20/12/2024: indice di novembre 2024 120,1, coefficiente 2,131939');
    if (month === 10) return from(ISTAT_FOI_PAGE.url, 'Istat, indice FOI di ottobre 2024');
    return from('https://agendafiscale.it/?p=18781');
  }),
  ...months(2025, [1209, 1211, 1214, 1213, 1212, 1213, 1218, 1218, 1217, 1214, 1213, 1215], (month) =>
    // 121,8 / 1,004 within rounding admits 121,3 only (121,2 gives +0,5 %, 121,4 gives +0,3 %).
    month === 6
      ? fromChange('https://www.confindustria.aq.it/post/coefficiente-di-rivalutazione-del-tfr-luglio-2025', 'Luglio 2025 (121,8) «in aumento dello 0,4% rispetto al mese precedente»')
      : from(MONTHS_2025[month]!),
  ),
  ...months(2026, [1004, 1009], (month) =>
    month === 1
      ? from(ITALPAGHE_2026_01, 'Comunicato Istat 23/02/2026: indice di gennaio 2026 (base 2025=100)')
      // Not printed on the page, but fixed to the tenth by its coefficient (100,9 × 1,214 / 121,5 gives 0,862716;
      // 100,8 gives 0,787778 and 101,0 gives 0,937654).
      : page('Coefficiente TFR di febbraio 2026 (0,862716) su gia.pr.it (18/03/2026); indice ricavato, l\'unico al decimo che lo dà', GIA_PR_2026_02, false),
  2025),
];

/** The last month the series holds. */
export const FOI_LAST_MONTH = FOI_MONTHS[FOI_MONTHS.length - 1]!.month;

/**
 * TFR revaluation coefficients as ISTAT published them, with the page they were read on. Only months whose index rose
 * above the previous December say anything about the index (below it the coefficient is the fixed part alone), but
 * all are kept: each is recomputed.
 */
export const TFR_COEFFICIENTS: ReadonlyArray<PublishedTfrCoefficient> = [
  { month: '2016-11', percent: '1.445093', url: RIVALUTA_2016 },
  { month: '2016-12', percent: '1.795304', url: ASSIMPREDIL_2016_12 },
  ...[
    '0.349327', '0.773430', '0.898430', '1.247757', '1.223205', '1.273430', '1.398430', '1.822532', '1.723205', '1.698654', '1.748878', '2.098205',
  ].map((percent, index) => ({ month: `2017-${String(index + 1).padStart(2, '0')}`, percent, url: CODICEAZIENDA_2014_2018 })),
  ...[
    '0.421736', '0.546736', '0.820104', '0.945104', '1.292656', '1.566024', '1.913576', '2.335312', '2.089392', '2.214392', '2.191024', '2.241840',
  ].map((percent, index) => ({ month: `2018-${String(index + 1).padStart(2, '0')}`, percent, url: CODICEAZIENDA_2014_2018 })),
  ...['0.198457', '0.396915', '0.668830', '0.867287', '1.065744', '1.190744', '1.315744', '1.808031', '1.418830', '1.470372'].map((percent, index) => ({
    month: `2019-${String(index + 1).padStart(2, '0')}`,
    percent,
    url: GARGANO_2019,
  })),
  { month: '2020-01', percent: '0.271341', url: CODICEAZIENDA_2020 },
  { month: '2020-02', percent: '0.250000', url: CODICEAZIENDA_2020 },
  { month: '2020-03', percent: '0.448171', url: CODICEAZIENDA_2020 },
  { month: '2020-12', percent: '1.500000', url: 'https://www.federlazio.it/single-post/tfr-rivalutazione-dicembre-2020' },
  { month: '2021-01', percent: '0.564883', url: 'https://unindustriacalabria.it/2021/02/26/trattamento-di-fine-rapporto-indici-di-rivalutazione-gennaio-2021' },
  { month: '2021-03', percent: '1.108138', url: 'https://www.studiodap.it/tfr-aggiornato-il-coefficiente-di-rivalutazione-per-il-mese-di-marzo-2021/' },
  { month: '2021-05', percent: '1.578079', url: 'https://studiogelasio.it/flash-news/tfr-aggiornamento-di-maggio.html' },
  { month: '2021-10', percent: '3.302786', url: 'https://confindustria.it/home/centro-studi/temi-di-ricerca/congiuntura-e-previsioni/dettaglio/tfr-crediti-lavoro-ottobre-2021' },
  { month: '2022-01', percent: '1.184322', url: 'https://www.confindustria.it/home/centro-studi/temi-di-ricerca/congiuntura-e-previsioni/dettaglio/tfr-crediti-lavoro-gennaio-2022' },
  { month: '2022-03', percent: '2.987994', url: 'https://confindustria.it/home/centro-studi/temi-di-ricerca/congiuntura-e-previsioni/dettaglio/tfr-crediti-lavoro-marzo-2022' },
  { month: '2022-05', percent: '3.732345', url: 'https://mondolavorosrl.it/tfr-definito-dallistat-il-coefficiente-di-maggio-2022' },
  { month: '2022-06', percent: '4.775424', url: 'https://www.confindustria.it/home/centro-studi/temi-di-ricerca/congiuntura-e-previsioni/tutti/dettaglio/tfr-crediti-lavoro-giugno-2022' },
  { month: '2022-07', percent: '5.182910', url: PMI_2022_07 },
  { month: '2022-08', percent: '5.943503', url: ANCE_BRESCIA_2022_08 },
  { month: '2022-09', percent: '6.280367', url: 'https://studiogelasio.it/flash-news/tfr-rivalutazione-di-settembre-al-628.html' },
  { month: '2022-10', percent: '9.018362', url: IPSOA_2022_10 },
  { month: '2022-12', percent: '9.974576', url: 'https://eclavoro.it/tfr-indice-rivalutazione-dicembre-2022' },
  ...['0.188452', '0.440355', '0.375000', '0.626904', '0.878807', '1.003807', '1.192259'].map((percent, index) => ({
    month: `2023-${String(index + 1).padStart(2, '0')}`,
    percent,
    url: API_MN_2023,
  })),
  { month: '2023-09', percent: '1.822970', url: LAVORO_ECONOMIA_2024 },
  { month: '2023-10', percent: '1.884518', url: 'https://www.commercialistatelematico.com/articoli/notizie-fiscali/tfr-rivalutazione-di-ottobre' },
  { month: '2023-11', percent: '1.692259', url: CONFINDUSTRIA_2023_11 },
  { month: '2023-12', percent: '1.944162', url: LAVORO_ECONOMIA_2024 },
  ...['0.377313', '0.502313', '0.690391', '0.752313', '1.003469', '1.128469', '1.568860', '1.756939'].map((percent, index) => ({
    month: `2024-${String(index + 1).padStart(2, '0')}`,
    percent,
    url: API_MN_2024,
  })),
  { month: '2024-09', percent: '1.818860', url: LAVORO_ECONOMIA_2024 },
  { month: '2024-11', percent: '2.131939', url: ASSIMPREDIL_2024_11 },
  { month: '2024-12', percent: '2.320017', url: 'https://agendafiscale.it/?p=18781' },
  { month: '2025-01', percent: '0.561772', url: MONTHS_2025[1]! },
  { month: '2025-02', percent: '0.811564', url: MONTHS_2025[2]! },
  { month: '2025-03', percent: '1.123752', url: MONTHS_2025[3]! },
  { month: '2025-05', percent: '1.248960', url: MONTHS_2025[5]! },
  { month: '2025-07', percent: '1.873336', url: MONTHS_2025[7]! },
  { month: '2025-08', percent: '1.998336', url: MONTHS_2025[8]! },
  { month: '2025-09', percent: '2.060940', url: MONTHS_2025[9]! },
  { month: '2025-10', percent: '1.998752', url: MONTHS_2025[10]! },
  { month: '2025-11', percent: '2.061356', url: MONTHS_2025[11]! },
  { month: '2025-12', percent: '2.311148', url: MONTHS_2025[12]! },
  { month: '2026-01', percent: '0.363025', url: ITALPAGHE_2026_01 },
  { month: '2026-02', percent: '0.862716', url: GIA_PR_2026_02 },
];
