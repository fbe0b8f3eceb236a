/**
 * A sum revalued by the FOI index (senza tabacchi) between two months, shared by the tools service and the page.
 * ISTAT's rule for monetary revaluations: the percentage change is (index of the later month / index of the earlier
 * − 1) × 100, on the same base (across a base change the later index is multiplied by ISTAT's linking coefficient),
 * rounded to one decimal; the sum grows by that change, or by 75 % of it for a rent update where the lease says so
 * (art. 32 L. 392/1978). Under the cedolare secca the landlord gives up any update for the option's length (art. 3,
 * c. 11, D.Lgs. 23/2011): the rent stays as it is. Money to the cent, halves up, on exact fractions.
 */
import { fractionOf, minus, over, plus, times, toPlaces } from './exact-decimal.js';
import { FOI_LAST_MONTH, foiAt, foiRatio, italianMonth, MissingFoiError, unconfirmedFoiNote } from './foi.js';

export { FOI_LAST_MONTH, italianMonth, unconfirmedFoiNote } from './foi.js';

export type RevaluationShare = 75 | 100;

export interface IstatRevaluationInput {
  amount: number;
  /** YYYY-MM. */
  from: string;
  to: string;
  /** The share of the change applied: 100 (default) or 75 (a rent under art. 32 L. 392/1978). */
  share?: number;
  /** A rent under the cedolare secca: no update at all. */
  cedolareSecca?: boolean;
}

export interface IstatRevaluationResult {
  amount: number;
  from: string;
  to: string;
  fromIndex: string;
  toIndex: string;
  /** Percent, one decimal, as ISTAT rounds it. */
  change: number;
  share: number;
  /** The change applied: share × change, percent. */
  applied: number;
  revalued: number;
  difference: number;
  blocked: boolean;
  steps: { label: string; value: string }[];
  foiLastMonth: string;
}

export const ISTAT_MAX_AMOUNT = 1e12;

export const ISTAT_MESSAGES = {
  amount: `La somma deve essere tra 0 e ${new Intl.NumberFormat('it-IT').format(ISTAT_MAX_AMOUNT)} €, al centesimo`,
  month: 'Indica i mesi nella forma AAAA-MM, per esempio 2020-01',
  order: 'Il mese di arrivo non può essere prima del mese di partenza',
  share: 'La quota della variazione è 100% oppure 75% (canone di locazione)',
} as const;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const hasPlaces = (value: number, places: number): boolean => Number.isFinite(value) && Number(value.toFixed(places)) === value;
const euro = (value: number): string =>
  `${new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' } as Intl.NumberFormatOptions).format(value)} €`;
const comma = (value: number, places: number): string => new Intl.NumberFormat('it-IT', { minimumFractionDigits: places, maximumFractionDigits: places }).format(value);

export function istatInputProblem(input: IstatRevaluationInput): string | undefined {
  if (!(input.amount >= 0 && input.amount <= ISTAT_MAX_AMOUNT && hasPlaces(input.amount, 2))) return ISTAT_MESSAGES.amount;
  if (typeof input.from !== 'string' || typeof input.to !== 'string' || !MONTH.test(input.from) || !MONTH.test(input.to)) return ISTAT_MESSAGES.month;
  if (input.to < input.from) return ISTAT_MESSAGES.order;
  if (input.share !== undefined && input.share !== 75 && input.share !== 100) return ISTAT_MESSAGES.share;
  return undefined;
}

/** The revaluation, or the Italian sentence that says what to fix (a bad input, a month not held). */
export function revalueIstatOrError(input: IstatRevaluationInput): { result: IstatRevaluationResult } | { error: string } {
  const problem = istatInputProblem(input);
  if (problem) return { error: problem };
  try {
    return { result: revalue(input) };
  } catch (error) {
    if (error instanceof MissingFoiError) return { error: error.message };
    throw error;
  }
}

function revalue(input: IstatRevaluationInput): IstatRevaluationResult {
  const share = input.share ?? 100;
  const ratio = foiRatio(input.to, input.from);
  const change = Number(toPlaces(times(minus(ratio, fractionOf(1)), fractionOf(100)), 1));
  const blocked = input.cedolareSecca === true;
  const applied = blocked ? 0 : Number(toPlaces(times(fractionOf(change.toFixed(1)), fractionOf(share / 100)), 3));
  const amount = fractionOf(input.amount.toFixed(2));
  const revalued = Number(toPlaces(plus(amount, over(times(amount, fractionOf(applied.toFixed(3))), fractionOf(100))), 2));
  const difference = Number(toPlaces(minus(fractionOf(revalued.toFixed(2)), amount), 2));
  const fromIndex = describeIndex(input.from);
  const toIndex = describeIndex(input.to);
  const steps = [
    { label: 'Indici FOI (senza tabacchi)', value: `${italianMonth(input.from)}: ${fromIndex}; ${italianMonth(input.to)}: ${toIndex}` },
    { label: 'Variazione percentuale (arrotondata al primo decimale)', value: `${comma(change, 1)}%` },
  ];
  if (blocked) steps.push({ label: 'Cedolare secca', value: "nessun aggiornamento del canone per la durata dell'opzione (art. 3, c. 11, D.Lgs. 23/2011)" });
  else steps.push({ label: `Variazione applicata (${share}%)`, value: `${comma(applied, 3).replace(/,?0+$/, '')}%: ${euro(input.amount)} → ${euro(revalued)}` });
  const note = unconfirmedFoiNote([input.from, input.to]);
  if (note) steps.push({ label: 'Indici da confermare', value: note });
  return { amount: input.amount, from: input.from, to: input.to, fromIndex, toIndex, change, share, applied, revalued, difference, blocked, steps, foiLastMonth: FOI_LAST_MONTH };
}

/** «121,5 (base 2015=100)». */
function describeIndex(month: string): string {
  const entry = foiAt(month)!;
  return `${comma(entry.tenths / 10, 1)} (base ${entry.base}=100)`;
}
