import { LEGAL_RATE } from './rules/legal-rate.js';
import { segments, type DatedValue } from './rule-parameter.js';
import { dayNumber, isoDay, type DayNumber } from './italian-holidays.js';

/** One stretch at one rate, as the answer shows it: first and last earning day, both included. */
export interface InterestPeriod {
  from: string;
  to: string;
  days: number;
  rate: number;
  capital: number;
  interest: number;
}

export interface Accrual {
  interestCents: bigint;
  periods: InterestPeriod[];
  /** The legal rate's entries used, oldest first, each once. */
  entries: DatedValue<number>[];
}

const YEAR_DAYS = 365n;
const BASIS = 10_000n;

/** n / d rounded to the nearest integer, halves up (both non-negative): the cent rounding of an invoice. */
export function divideRounded(n: bigint, d: bigint): bigint {
  return (n * 2n + d) / (d * 2n);
}

export function euro(cents: bigint): number {
  return Number(cents) / 100;
}

/** A number with at most two decimals as integer cents, or null when it has more. */
export function toCents(value: number): bigint | null {
  const scaled = Number((value * 100).toPrecision(15));
  return Number.isInteger(scaled) ? BigInt(scaled) : null;
}

/**
 * Simple interest on `capital` cents for every day first…last (both included) at the legal rate of that day,
 * actual days over 365. Exact in integers: each period's interest is the rounded running total less the rounded
 * total before it, so the periods add up to the rounded whole to the cent.
 */
export function simpleLegalInterest(capital: bigint, first: DayNumber, last: DayNumber): Accrual {
  const accrual: Accrual = { interestCents: 0n, periods: [], entries: [] };
  if (last < first) return accrual;
  let exact = 0n;
  for (const segment of segments(LEGAL_RATE, first, last)) {
    const days = segment.last - segment.first + 1;
    exact += capital * BigInt(Math.round(segment.entry.value * 100)) * BigInt(days);
    const running = divideRounded(exact, YEAR_DAYS * BASIS);
    accrual.periods.push({
      from: isoDay(segment.first),
      to: isoDay(segment.last),
      days,
      rate: segment.entry.value,
      capital: euro(capital),
      interest: euro(running - accrual.interestCents),
    });
    accrual.interestCents = running;
    if (!accrual.entries.includes(segment.entry)) accrual.entries.push(segment.entry);
  }
  return accrual;
}

/** The same day `years` later; 29 February falls back to 28 February in a common year. */
export function anniversary(day: DayNumber, years: number): DayNumber {
  const date = new Date(day * 86_400_000);
  const [year, month, dom] = [date.getUTCFullYear() + years, date.getUTCMonth() + 1, date.getUTCDate()];
  const candidate = dayNumber(year, month, dom);
  return new Date(candidate * 86_400_000).getUTCMonth() + 1 === month ? candidate : dayNumber(year, month + 1, 0);
}

/**
 * Interest capitalised at each anniversary of `start` (art. 1283 c.c.): each year's interest, rounded to the cent,
 * joins the capital that earns in the next year. Earning days are start+1 … last.
 */
export function yearlyLegalInterest(capital: bigint, start: DayNumber, last: DayNumber): Accrual {
  const accrual: Accrual = { interestCents: 0n, periods: [], entries: [] };
  let base = capital;
  for (let year = 1, first = start + 1; first <= last; year += 1) {
    const end = Math.min(anniversary(start, year), last);
    const part = simpleLegalInterest(base, first, end);
    accrual.periods.push(...part.periods);
    for (const entry of part.entries) if (!accrual.entries.includes(entry)) accrual.entries.push(entry);
    base += part.interestCents;
    first = end + 1;
  }
  accrual.interestCents = base - capital;
  return accrual;
}
