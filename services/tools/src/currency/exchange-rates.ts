import { CURRENCIES, type Currency } from '@orbita/proto-types';
import { convertAtRates, pairRate, type PairRates } from '@orbita/proto-types/currency-conversion';

export const ECB_SOURCE = 'Banca centrale europea';

/** Reference rates of one day: how many units of each currency one euro buys (EUR itself is 1). */
export interface ExchangeRates {
  /** Day the rates were published, YYYY-MM-DD. */
  date: string;
  source: string;
  perEuro: Record<Currency, number>;
}

export class InvalidRatesError extends Error {
  override name = 'InvalidRatesError';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isRealDay(date: string): boolean {
  if (!DAY.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}

/**
 * Checks a set of rates from outside (the feed, the KV): a real day and a positive finite rate
 * for every supported currency. A set that misses one is refused whole, so a conversion never
 * mixes days.
 */
export function validatedRates(date: string, source: string, perEuro: Record<string, unknown>): ExchangeRates {
  if (!isRealDay(date)) throw new InvalidRatesError(`invalid rates date: ${date}`);
  const checked = {} as Record<Currency, number>;
  for (const code of CURRENCIES) {
    const rate = code === 'EUR' ? 1 : perEuro[code];
    if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) {
      throw new InvalidRatesError(`missing or invalid rate for ${code}`);
    }
    checked[code] = rate;
  }
  return { date, source, perEuro: checked };
}

/** Parses a stored JSON copy of rates, answering null for anything that is not a valid set. */
export function ratesFromJson(text: string | null): ExchangeRates | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<ExchangeRates>;
    return validatedRates(String(value.date), String(value.source ?? ECB_SOURCE), value.perEuro ?? {});
  } catch {
    return null;
  }
}

/** A stored copy of a history, newest first; null unless every day is a valid set. */
export function historyFromJson(text: string | null): ExchangeRates[] | null {
  if (!text) return null;
  try {
    const days = JSON.parse(text) as unknown;
    if (!Array.isArray(days) || days.length === 0) return null;
    return days.map((day: Partial<ExchangeRates>) => validatedRates(String(day.date), String(day.source ?? ECB_SOURCE), day.perEuro ?? {}));
  } catch {
    return null;
  }
}

/** Whether a history tells more than another: a later newest day, or the same one with more days behind it. */
export function isFullerHistory(candidate: ExchangeRates[], current: ExchangeRates[]): boolean {
  const [candidateNewest, currentNewest] = [candidate[0]?.date ?? '', current[0]?.date ?? ''];
  return candidateNewest > currentNewest || (candidateNewest === currentNewest && candidate.length > current.length);
}

/** Whether `candidate` was published after `current`. */
export function isNewer(candidate: ExchangeRates, current: ExchangeRates): boolean {
  return candidate.date > current.date;
}

/** The pair's two reference rates of that day, which every conversion of the pair starts from. */
function pairRates(rates: ExchangeRates, from: Currency, to: Currency): PairRates {
  return { from, to, fromPerEuro: rates.perEuro[from], toPerEuro: rates.perEuro[to] };
}

/** Cross rate through the euro: 1 `from` = rate `to`. The same currency is exactly 1. */
export function crossRate(rates: ExchangeRates, from: Currency, to: Currency): number {
  return pairRate(pairRates(rates, from, to));
}

/** The answer of `POST /api/convert-currency`; the page converts further amounts of the pair from the same rates, with the same code. */
export function convertAmount(rates: ExchangeRates, amount: number, from: Currency, to: Currency) {
  const pair = pairRates(rates, from, to);
  return {
    convertedAmount: convertAtRates(amount, pair),
    rate: pairRate(pair),
    date: rates.date,
    source: rates.source,
    fromPerEuro: pair.fromPerEuro,
    toPerEuro: pair.toPerEuro,
  };
}
