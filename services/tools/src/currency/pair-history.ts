import type { Currency, RatePoint } from '@orbita/proto-types';
import { crossRate, type ExchangeRates } from './exchange-rates.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day `days` − 1 calendar days before `date` (both YYYY-MM-DD). */
function startOfWindow(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The rate of a pair on each published day of the last `days` calendar days (counted back from
 * the newest rates, that day included), oldest first, as a chart draws them.
 */
export function pairHistory(history: readonly ExchangeRates[], from: Currency, to: Currency, days: number): RatePoint[] {
  const newest = history[0];
  if (!newest) return [];
  const first = startOfWindow(newest.date, days);
  return history
    .filter((day) => day.date >= first)
    .map((day) => ({ date: day.date, rate: crossRate(day, from, to) }))
    .sort((a, b) => (a.date < b.date ? -1 : 1));
}
