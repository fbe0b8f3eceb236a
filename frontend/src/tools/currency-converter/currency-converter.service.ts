import type { CurrencyRequest, CurrencyResponse } from '@orbita/proto-types';
import { convertAtRates } from '@orbita/proto-types/currency-conversion';
import { CURRENCIES, type Currency } from '@orbita/proto-types/enums';
import { formatNumber, LOCALE } from '../../lib/format';
import { readDecimal } from '../../lib/parse-decimal';
import type { PreparedRequest } from '../../lib/use-latest-request';
import { choiceParam, decimalTextParam } from '../../lib/url-state/params';
import type { UrlSchema } from '../../lib/url-state/use-url-state';

export const DEFAULT_PAIR = { from: 'USD', to: 'EUR' } as const satisfies { from: Currency; to: Currency };

export const POPULAR_PAIRS: ReadonlyArray<{ from: Currency; to: Currency }> = [
  { from: 'USD', to: 'EUR' },
  { from: 'EUR', to: 'USD' },
  { from: 'GBP', to: 'EUR' },
  { from: 'USD', to: 'JPY' },
];

export const INVALID_AMOUNT = 'Inserisci un importo valido';

const currencyNames = new Intl.DisplayNames(LOCALE, { type: 'currency' });

/** "USD" → "Dollaro statunitense". */
export function currencyName(code: Currency): string {
  const name = currencyNames.of(code) ?? code;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Amounts always with two decimals, Italian style: 1234,5 → "1234,50". */
export function formatAmount(amount: number): string {
  return formatNumber(amount, 2);
}

/** Rates with six decimals, or "N/A" when the answer has none. */
export function formatRate(rate: number | null | undefined): string {
  return typeof rate === 'number' && Number.isFinite(rate) ? formatNumber(rate, 6) : 'N/A';
}

/** The request for the amount as an Italian types it («1.234,56», «€ 12»), or the spec's message; `note` says how an ambiguous amount was read. */
export function toCurrencyRequest(amountText: string, from: Currency, to: Currency): PreparedRequest<CurrencyRequest> & { note?: string } {
  const reading = readDecimal(amountText);
  if ('error' in reading || !(reading.value > 0)) return { invalid: INVALID_AMOUNT };
  const prepared = { request: { amount: reading.value, from, to } };
  return reading.note ? { ...prepared, note: reading.note } : prepared;
}

/** Whether an answer was given for exactly these inputs: a result never sits beside inputs it does not match. */
export function answersRequest(answered: CurrencyRequest, current: PreparedRequest<CurrencyRequest>): boolean {
  return 'request' in current && answered.amount === current.request.amount && answered.from === current.request.from && answered.to === current.request.to;
}

/** An answer of the service, or one the page worked out from the rates of such an answer, with the request it answers. */
export interface Conversion {
  request: CurrencyRequest;
  answer: CurrencyResponse;
  /** When the service's answer these rates come from arrived (`Date.now()`). */
  receivedAt: number;
}

/**
 * How long the page converts new amounts of a pair from the rates of the service's last answer before asking
 * again. The ECB publishes once a working day and every result says the day of its rates, so a few minutes
 * old is as good as new, while a tab left open overnight still asks for the new day.
 */
export const RATES_REUSE_MS = 5 * 60_000;

/**
 * Rates this many days old or more are not the day's: the ECB publishes on every TARGET working day, and its
 * longest pause (Good Friday to Easter Monday, or Christmas after a weekend) leaves five days between two sets.
 */
export const STALE_RATES_DAYS = 7;

/** Whole days from the rates' day (YYYY-MM-DD) to the visitor's today; NaN for a day that is not one. */
export function ratesAgeInDays(day: string, now: Date): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return Number.NaN;
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((today - Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) / 86_400_000);
}

/** Whether a result should say its rates are old: the feed has not been reached for a week or more. */
export function ratesAreStale(day: string, now = new Date()): boolean {
  return ratesAgeInDays(day, now) >= STALE_RATES_DAYS;
}

export const STALE_RATES_NOTICE = 'Tassi non aggiornati da almeno una settimana: il cambio di oggi può essere diverso.';

const isRate = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * The answer the service would give to `request`, worked out in the page from the rates of its last answer:
 * same pair, rates at most RATES_REUSE_MS old, and the service's own formula and rounding (shared module), so
 * the figure is the very one the server would send. Null when only the server can answer (another pair,
 * rates too old, an answer without its rates).
 */
export function convertFromHeldRates(held: Conversion, request: CurrencyRequest, now = Date.now()): Conversion | null {
  const { answer } = held;
  if (held.request.from !== request.from || held.request.to !== request.to) return null;
  if (!(now - held.receivedAt < RATES_REUSE_MS) || !isRate(answer.fromPerEuro) || !isRate(answer.toPerEuro)) return null;
  const pair = { from: request.from, to: request.to, fromPerEuro: answer.fromPerEuro, toPerEuro: answer.toPerEuro };
  return { request, answer: { ...answer, convertedAmount: convertAtRates(request.amount, pair) }, receivedAt: held.receivedAt };
}

export interface CurrencyForm {
  amount: string;
  from: Currency;
  to: Currency;
}

export const DEFAULT_CURRENCY_FORM: CurrencyForm = { amount: '100', ...DEFAULT_PAIR };

/** `/tools/currency-converter?importo=250&da=EUR&a=GBP`. */
export const CURRENCY_URL: UrlSchema<CurrencyForm> = {
  amount: ['importo', decimalTextParam({ min: 0.000001, max: 1e12 })],
  from: ['da', choiceParam(CURRENCIES)],
  to: ['a', choiceParam(CURRENCIES)],
};

export interface PairSummary {
  min: { date: string; rate: number };
  max: { date: string; rate: number };
  first: number;
  last: number;
  /** Change from the first to the last point, in percent. */
  changePercent: number;
}

/** Lowest, highest and the change over the period; null without points. */
export function summarizeHistory(points: ReadonlyArray<{ date: string; rate: number }>): PairSummary | null {
  if (points.length === 0) return null;
  let min = points[0]!;
  let max = points[0]!;
  for (const point of points) {
    if (point.rate < min.rate) min = point;
    if (point.rate > max.rate) max = point;
  }
  const first = points[0]!.rate;
  const last = points.at(-1)!.rate;
  return { min, max, first, last, changePercent: ((last - first) / first) * 100 };
}

/** "+1,23%", "−0,50%", "0,00%": the sign a person expects to read. */
export function formatChange(percent: number): string {
  const rounded = Math.round(percent * 100) / 100;
  const text = formatNumber(Math.abs(rounded), 2);
  return rounded > 0 ? `+${text}%` : rounded < 0 ? `−${text}%` : `${text}%`;
}

export const HISTORY_PERIODS = [30, 60, 90] as const;
