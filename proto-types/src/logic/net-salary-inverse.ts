import { payroll, taxableCents, type Situation } from './net-salary-payroll.js';

/** The largest RAL searched, in cents (10 million euro). */
export const MAX_GROSS = 1_000_000_000;
/**
 * Each item is rounded to the cent on its own, so one more cent of RAL can move the net down by a few cents where
 * several roundings turn together; below the gross a search finds, this many cents are checked one by one.
 */
export const ROUNDING_WINDOW = 100;

/** RALs (cents, both ends included) over which the net grows with the RAL, rounding aside. */
export interface Stretch {
  start: number;
  end: number;
}

/** The smallest RAL (cents) whose taxable income is over `threshold` euro: taxable income grows with the RAL. */
function firstGrossOver(threshold: number, situation: Situation): number {
  let low = 1;
  let high = MAX_GROSS;
  if (taxableCents(high, situation) <= threshold * 100) return MAX_GROSS + 1;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (taxableCents(middle, situation) > threshold * 100) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The RAL cut at the thresholds (incomes where a benefit ends or a tax starts): between two cuts the net grows. */
export function stretchesOf(situation: Situation, thresholds: readonly number[]): Stretch[] {
  const starts = [1, ...thresholds.map((threshold) => firstGrossOver(threshold, situation))].filter((start) => start <= MAX_GROSS);
  const unique = [...new Set(starts)].sort((a, b) => a - b);
  return unique
    .map((start, index) => ({ start, end: (unique[index + 1] ?? MAX_GROSS + 1) - 1 }))
    .filter((stretch) => stretch.end >= stretch.start);
}

/** The smallest RAL of `stretch` whose net is at least `netCents`, or null when even its last cent gives less. */
export function firstReaching(netCents: number, { start, end }: Stretch, situation: Situation): number | null {
  if (payroll(end, situation).net < netCents) return null;
  let low = start;
  let high = end;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (payroll(middle, situation).net >= netCents) high = middle;
    else low = middle + 1;
  }
  for (let candidate = low - 1; candidate >= Math.max(start, low - ROUNDING_WINDOW); candidate -= 1) {
    if (payroll(candidate, situation).net >= netCents) low = candidate;
  }
  return low;
}

/**
 * The smallest RAL, in cents, whose net is at least `netCents`, or null when none up to 10 million euro gives it.
 * The net grows with the RAL except across the thresholds (where a benefit ends), so the RAL is cut there into
 * stretches; the first stretch whose last cent reaches the net holds the answer, found by bisection.
 */
export function grossForNet(netCents: number, situation: Situation, thresholds: readonly number[]): number | null {
  for (const stretch of stretchesOf(situation, thresholds)) {
    const found = firstReaching(netCents, stretch, situation);
    if (found !== null) return found;
  }
  return null;
}
