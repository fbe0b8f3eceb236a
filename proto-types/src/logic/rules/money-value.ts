import type { Reference } from '../rule-parameter.js';

/**
 * ISTAT's coefficients of the value of money («Il valore della moneta in Italia dal 1861»): for each target year a
 * table «coefficienti per tradurre valori monetari dei periodi sottoindicati in valori del [anno]», built on the FOI
 * index without tobacco and, before it, on ISTAT's historical price series. A sum of year Y times the coefficient of Y
 * in the table of year T is the sum in money of year T; a sum in lire becomes euro afterwards, divided by 1.936,27.
 * Every coefficient of a table is the price level of T over that of Y, so two years of the same table compare by the
 * ratio of their coefficients (the table's own year has coefficient 1): `lira.ts` answers a pair that way.
 *
 * Only coefficients read on a page that can be cited are held. ISTAT publishes the whole table each year
 * (https://www.istat.it/notizia/indice-dei-prezzi-per-le-rivalutazioni-monetarie/, xlsx and pdf), and some chambers of
 * commerce and newspapers reprint it, but at the last check (MONEY_VALUE_CHECKED) no copy whose rows could be read was
 * found: the pages found give the table as an attachment or an image, or only their opening text. Every pair of years
 * not in one table is answered as not held, never guessed. docs/OPERATIONS.md §10.2 lists the pages tried.
 */
export interface MoneyValueTable {
  /** The year whose money the coefficients translate into. */
  toYear: number;
  /** Year → coefficient, as printed (decimal point). */
  coefficients: Readonly<Record<number, string>>;
  reference: Reference;
}

/** YYYY-MM-DD: when the tables and their pages were last checked. */
export const MONEY_VALUE_CHECKED = '2026-11-27';

export const MONEY_VALUE_TABLES: ReadonlyArray<MoneyValueTable> = [
  {
    toYear: 2008,
    coefficients: { 1861: '8513.9146' },
    reference: {
      title: 'Il Sole 24 Ore, 19 gennaio 2009, «Canoni al passo con i tempi»: tabella Istat in valori del 2008, coefficiente del 1861 = 8.513,9146',
      url: 'https://st.ilsole24ore.com/art/SoleOnLine4/Economia%20e%20Lavoro/2009/01/canonifinalita.shtml?uuid=9e96ae70-e62c-11dd-a3d8-7a6ccd8115a1',
      confirmed: true,
    },
  },
  {
    toYear: 2009,
    coefficients: { 1980: '4.3675' },
    reference: {
      title:
        'Il Sole 24 Ore, 18 gennaio 2010, «I grandi amarcord della lira» (R. Cadeo), sulla tabella Istat in valori del 2009: 100.000 lire del 1980 sono oggi 436.750 lire (226 euro), cioè il coefficiente 4,3675; ricavato dall\'esempio dell\'articolo, da confermare sulla tavola',
      url: 'https://www.cinquantamila.it/storyTellerArticolo.php?storyId=0000000195457',
      confirmed: false,
    },
  },
  {
    toYear: 2023,
    coefficients: { 1993: '1.911', 1994: '1.839', 1995: '1.745', 1996: '1.680' },
    reference: {
      title: 'Tavola Istat in valori del 2023 (file dell\'11 marzo 2024, corretto il 10 aprile 2024), righe 1993–1996 riportate da un progetto pubblico che cita il file: da confermare sulla tavola',
      url: 'https://www.istat.it/notizia/indice-dei-prezzi-per-le-rivalutazioni-monetarie/',
      confirmed: false,
    },
  },
];
