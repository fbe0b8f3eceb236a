/**
 * Lire and euro at the irrevocable rate, shared by the tools service and the page. Council Regulation (EC) No 2866/98
 * fixed 1 euro = 1.936,27 lire from 1 January 1999; Regulation (EC) No 1103/97 (art. 4 and 5) says the rate is never
 * rounded or inverted, a sum in lire is divided by it and the euro rounded to the cent, halves up. A sum in euro is
 * multiplied by it and written in whole lire (the lira had no smaller coin in use). Computed on exact fractions.
 */
import { fractionOf, over, times, toPlaces } from './exact-decimal.js';

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
