/**
 * Lire and euro at the irrevocable rate, shared by the tools service and the page. Council Regulation (EC) No 2866/98
 * fixed 1 euro = 1.936,27 lire from 1 January 1999; Regulation (EC) No 1103/97 (art. 4 and 5) says the rate is never
 * rounded or inverted, a sum in lire is divided by it and the euro rounded to the cent, halves up. A sum in euro is
 * multiplied by it and written in whole lire (the lira had no smaller coin in use). Computed on exact fractions.
 */
import { fractionOf, over, times, toPlaces, toSignificant } from './exact-decimal.js';
import { MONEY_VALUE_TABLES, type MoneyValueTable } from './rules/money-value.js';

export { MONEY_VALUE_CHECKED, MONEY_VALUE_TABLES } from './rules/money-value.js';

export const LIRE_PER_EURO = 1936.27;
/** The largest sums taken: ten thousand billion lire, about 5,16 billion euro. */
export const LIRA_MAX_LIRE = 1e13;
export const LIRA_MAX_EURO = 5e9;

export const LIRA_MESSAGES = {
  oneOf: 'Indica una somma in lire oppure in euro, non tutte e due',
  none: 'Indica una somma in lire oppure in euro',
  lire: `La somma in lire deve essere tra 0 e ${new Intl.NumberFormat('it-IT').format(LIRA_MAX_LIRE)}, con al più due decimali`,
  euro: `La somma in euro deve essere tra 0 e ${new Intl.NumberFormat('it-IT').format(LIRA_MAX_EURO)}, al centesimo`,
} as const;

export interface LiraInput {
  lire?: number;
  euro?: number;
}

export interface LiraResult {
  /** `lire-to-euro` when the sum was given in lire. */
  direction: 'lire-to-euro' | 'euro-to-lire';
  lire: number;
  euro: number;
  rate: number;
  /** The calculation, written the Italian way. */
  formula: string;
}

export interface LiraRule {
  name: string;
  value: string;
  source: { title: string; url: string };
  confirmed: boolean;
  checked: string;
}

export const LIRA_RULES: readonly LiraRule[] = [
  {
    name: 'Tasso di conversione irrevocabile',
    value: '1 euro = 1.936,27 lire dal 1° gennaio 1999',
    source: { title: 'Regolamento (CE) n. 2866/98 del Consiglio, 31 dicembre 1998', url: 'https://eur-lex.europa.eu/legal-content/IT/TXT/?uri=CELEX:31998R2866' },
    confirmed: true,
    checked: '2026-11-26',
  },
  {
    name: 'Arrotondamento',
    value: 'il tasso non si arrotonda né si inverte; gli euro al centesimo, la metà per eccesso',
    source: { title: 'Regolamento (CE) n. 1103/97 del Consiglio, articoli 4 e 5', url: 'https://eur-lex.europa.eu/legal-content/IT/TXT/?uri=CELEX:31997R1103' },
    confirmed: true,
    checked: '2026-11-26',
  },
];

const RATE = fractionOf('1936.27');
/** The double is the one its decimal of `places` digits reads as: 4.999.999.999,99 passes, 1,005 does not. */
const hasPlaces = (value: number, places: number): boolean => Number(value.toFixed(places)) === value;
const format = (value: number, places: number): string =>
  new Intl.NumberFormat('it-IT', { minimumFractionDigits: places, maximumFractionDigits: places, useGrouping: 'always' } as Intl.NumberFormatOptions).format(value);

/** The first rule the input breaks, as the Italian sentence to show, or undefined. */
export function liraInputProblem(input: LiraInput): string | undefined {
  if (input.lire !== undefined && input.euro !== undefined) return LIRA_MESSAGES.oneOf;
  if (input.lire !== undefined) {
    return Number.isFinite(input.lire) && input.lire >= 0 && input.lire <= LIRA_MAX_LIRE && hasPlaces(input.lire, 2) ? undefined : LIRA_MESSAGES.lire;
  }
  if (input.euro !== undefined) {
    return Number.isFinite(input.euro) && input.euro >= 0 && input.euro <= LIRA_MAX_EURO && hasPlaces(input.euro, 2) ? undefined : LIRA_MESSAGES.euro;
  }
  return LIRA_MESSAGES.none;
}

/** The conversion, or the Italian sentence that says what to fix. */
export function convertLiraOrError(input: LiraInput): { result: LiraResult } | { error: string } {
  const problem = liraInputProblem(input);
  if (problem) return { error: problem };
  if (input.lire !== undefined) {
    const lire = Math.round(input.lire * 100) / 100;
    const euro = Number(toPlaces(over(fractionOf(lire.toFixed(2)), RATE), 2));
    return { result: { direction: 'lire-to-euro', lire, euro, rate: LIRE_PER_EURO, formula: `${format(lire, lire % 1 === 0 ? 0 : 2)} lire / 1.936,27 = ${format(euro, 2)} €` } };
  }
  const euro = Math.round(input.euro! * 100) / 100;
  const lire = Number(toPlaces(times(fractionOf(euro.toFixed(2)), RATE), 0));
  return { result: { direction: 'euro-to-lire', lire, euro, rate: LIRE_PER_EURO, formula: `${format(euro, 2)} € × 1.936,27 = ${format(lire, 0)} lire` } };
}

/** A sum of one year in money of another, by ISTAT's coefficients of the value of money. */
export interface MoneyValueInput {
  /** In lire for a year before 2002, in euro from 2002. */
  amount: number;
  year: number;
  toYear: number;
}

export interface MoneyValueResult {
  amount: number;
  year: number;
  toYear: number;
  /** The currency of each side: lire before 2002, euro from 2002. */
  fromCurrency: 'lire' | 'euro';
  toCurrency: 'lire' | 'euro';
  /**
   * The coefficient from `year` to `toYear`: as printed when the table is the one in values of `toYear`, otherwise the
   * ratio of the two years' coefficients to six significant digits (the value is computed on the exact ratio).
   */
  coefficient: string;
  /** The year of the ISTAT table («in valori del …») both coefficients come from. */
  tableYear: number;
  value: number;
  steps: { label: string; value: string }[];
  source: { title: string; url: string };
  /** False when the coefficients were not read on ISTAT's own table: the page says «da confermare». */
  confirmed: boolean;
}

export const MONEY_VALUE_FIRST_YEAR = 1861;
const EURO_FROM = 2002;

export const MONEY_VALUE_MESSAGES = {
  pair: "Per il valore nel tempo indica sia l'anno della somma sia l'anno di arrivo",
  lireAfter: 'Dal 2002 le somme sono in euro: indica la somma in euro',
  euroBefore: 'Prima del 2002 le somme sono in lire: indica la somma in lire',
  year: `Indica gli anni come numeri interi dal ${MONEY_VALUE_FIRST_YEAR} in poi, per esempio 1950`,
  amount: `La somma deve essere tra 0 e ${new Intl.NumberFormat('it-IT').format(LIRA_MAX_LIRE)}, con al più due decimali`,
} as const;

const currencyOf = (year: number): 'lire' | 'euro' => (year < EURO_FROM ? 'lire' : 'euro');

/** The coefficient of `year` in `table`, as printed: the table's own year is 1. */
function coefficientIn(table: MoneyValueTable, year: number): string | undefined {
  return year === table.toYear ? '1' : table.coefficients[year];
}

/** The years each held table translates, with its own year, for the message that says what is held. */
function heldYears(): string {
  return MONEY_VALUE_TABLES.map((table) => {
    const years = [...Object.keys(table.coefficients).map(Number), table.toYear].sort((a, b) => a - b);
    return `tavola in valori del ${table.toYear}: ${years.join(', ')}`;
  }).join('; ');
}

/**
 * The table to compare two years with: one holding both, first the table in values of `toYear` (its coefficient is
 * read as printed), then a confirmed table before one to be confirmed, then the most recent.
 */
function tableFor(year: number, toYear: number): MoneyValueTable | undefined {
  const rank = (table: MoneyValueTable): [number, number, number] => [table.toYear === toYear ? 0 : 1, table.reference.confirmed ? 0 : 1, -table.toYear];
  const before = (a: MoneyValueTable, b: MoneyValueTable): number => {
    const [x, y] = [rank(a), rank(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  };
  return MONEY_VALUE_TABLES.filter((table) => coefficientIn(table, year) !== undefined && coefficientIn(table, toYear) !== undefined).sort(before)[0];
}

/** A coefficient as the page writes it: decimal comma, no grouping, as ISTAT's tables print it. */
const printed = (coefficient: string): string => coefficient.replace('.', ',');

/**
 * The sum of `year` in money of `toYear`. With ISTAT's table in values of T holding both years, a sum of year A is
 * worth sum × c(A) / c(B) in money of year B (in the table of B itself, c(B) = 1 and this is the printed coefficient);
 * then lire to euro (÷ 1.936,27) or euro to lire (× 1.936,27) when the two years sit either side of 2002, as ISTAT's
 * tables say. Euro to the cent; lire to the centesimo too, since before the 1950s the lira was spent in centesimi and a
 * whole lira of 1861 is several euro today. Computed on exact fractions, halves up. A pair of years in no one table is
 * an Italian sentence naming what is held.
 */
export function moneyValueOrError(input: MoneyValueInput): { result: MoneyValueResult } | { error: string } {
  const { amount, year, toYear } = input;
  if (!(Number.isFinite(amount) && amount >= 0 && amount <= LIRA_MAX_LIRE && hasPlaces(amount, 2))) return { error: MONEY_VALUE_MESSAGES.amount };
  if (![year, toYear].every((value) => Number.isInteger(value) && value >= MONEY_VALUE_FIRST_YEAR && value <= 9999)) return { error: MONEY_VALUE_MESSAGES.year };
  const fromCurrency = currencyOf(year);
  const toCurrency = currencyOf(toYear);
  const say = (sum: number, currency: 'lire' | 'euro'): string => (currency === 'euro' ? `${format(sum, 2)} €` : `${format(sum, sum % 1 === 0 ? 0 : 2)} lire`);
  if (year === toYear) {
    return {
      result: {
        amount, year, toYear, fromCurrency, toCurrency, coefficient: '1', tableYear: year, value: amount,
        steps: [{ label: 'Stesso anno', value: `${say(amount, fromCurrency)}: la somma non cambia` }],
        source: { title: 'Stesso anno: coefficiente 1', url: MONEY_VALUE_TABLES[0]!.reference.url },
        confirmed: true,
      },
    };
  }
  const table = tableFor(year, toYear);
  if (!table) {
    return {
      error: `Il coefficiente ISTAT per tradurre valori del ${year} in valori del ${toYear} non è tra i dati confermati (la tavola completa non è stata trovata su una fonte citabile). Si possono confrontare due anni della stessa tavola: ${heldYears()}`,
    };
  }
  const [fromCoefficient, toCoefficient] = [coefficientIn(table, year)!, coefficientIn(table, toYear)!];
  const ratio = over(fractionOf(fromCoefficient), fractionOf(toCoefficient));
  const direct = toCoefficient === '1';
  const coefficient = direct ? fromCoefficient : toSignificant(ratio, 6);
  const inToYearMoney = times(fractionOf(amount.toFixed(2)), ratio);
  const converted = fromCurrency === toCurrency ? inToYearMoney : fromCurrency === 'lire' ? over(inToYearMoney, RATE) : times(inToYearMoney, RATE);
  const value = Number(toPlaces(converted, 2));
  // Shown to the cent in either currency: the conversion works on the exact product, not on this figure.
  const revalued = Number(toPlaces(inToYearMoney, 2));
  const steps = direct
    ? [{ label: `Coefficiente ISTAT del ${year} nella tavola in valori del ${toYear}`, value: printed(coefficient) }]
    : [
        { label: `Coefficienti ISTAT nella tavola in valori del ${table.toYear}`, value: `${year}: ${printed(fromCoefficient)}; ${toYear}: ${printed(toCoefficient)}` },
        { label: `Coefficiente dal ${year} al ${toYear} (rapporto dei due)`, value: `${printed(fromCoefficient)} / ${printed(toCoefficient)} = ${printed(coefficient)}` },
      ];
  // The product is written with the two coefficients when it uses their ratio, so the reader can redo it exactly.
  const factor = direct ? `× ${printed(coefficient)}` : `× ${printed(fromCoefficient)} / ${printed(toCoefficient)}`;
  steps.push({ label: 'Somma per il coefficiente', value: `${say(amount, fromCurrency)} ${factor} = ${say(revalued, fromCurrency)}` });
  if (fromCurrency !== toCurrency) {
    steps.push({
      label: fromCurrency === 'lire' ? 'Poi in euro (÷ 1.936,27)' : 'Poi in lire (× 1.936,27)',
      value: `${say(revalued, fromCurrency)} → ${say(value, toCurrency)}`,
    });
  }
  const { title, url, confirmed } = table.reference;
  return { result: { amount, year, toYear, fromCurrency, toCurrency, coefficient, tableYear: table.toYear, value, steps, source: { title, url }, confirmed } };
}

/** The money-value part of a `POST /api/convert-lira` request: nothing, the value, or the sentence to show. */
export function moneyValueOfRequest(input: LiraInput & { year?: number; toYear?: number }): { value?: MoneyValueResult } | { error: string } {
  if (input.year === undefined && input.toYear === undefined) return {};
  if (input.year === undefined || input.toYear === undefined) return { error: MONEY_VALUE_MESSAGES.pair };
  if (input.lire !== undefined && input.year >= EURO_FROM) return { error: MONEY_VALUE_MESSAGES.lireAfter };
  if (input.euro !== undefined && input.year < EURO_FROM) return { error: MONEY_VALUE_MESSAGES.euroBefore };
  const outcome = moneyValueOrError({ amount: (input.lire ?? input.euro)!, year: input.year, toYear: input.toYear });
  return 'error' in outcome ? outcome : { value: outcome.result };
}
