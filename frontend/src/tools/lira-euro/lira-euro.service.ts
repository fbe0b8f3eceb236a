import { convertLiraOrError, LIRA_MAX_LIRE, MONEY_VALUE_FIRST_YEAR, moneyValueOfRequest, type LiraResult, type MoneyValueResult } from '@orbita/proto-types/lira';
import { decimalValue } from '../../lib/parse-decimal';
import { choiceParam, decimalTextParam, textParam } from '../../lib/url-state/params';
import type { UrlSchema } from '../../lib/url-state/use-url-state';

export type LiraDirection = 'lire' | 'euro';

export interface LiraForm {
  amount: string;
  /** What the amount is in. */
  from: LiraDirection;
  /** Value in time: the year of the sum and the year to carry it to, or '' for none. */
  year: string;
  toYear: string;
}

export const DEFAULT_LIRA_FORM: LiraForm = { amount: '1.000.000', from: 'lire', year: '', toYear: '' };

/** '' (no value in time), then every year from 1861 to this one. */
export function moneyValueYears(thisYear = new Date().getFullYear()): string[] {
  return ['', ...Array.from({ length: thisYear - MONEY_VALUE_FIRST_YEAR + 1 }, (_, index) => String(MONEY_VALUE_FIRST_YEAR + index))];
}
export const LIRA_DIRECTIONS: readonly LiraDirection[] = ['lire', 'euro'];
export const LIRA_DIRECTION_LABELS: Record<LiraDirection, string> = { lire: 'Da lire a euro', euro: 'Da euro a lire' };

/** `/tools/lira-euro?importo=1000000&da=lire`. */
export const LIRA_URL: UrlSchema<LiraForm> = {
  amount: ['importo', decimalTextParam({ min: 0, max: LIRA_MAX_LIRE })],
  from: ['da', choiceParam(LIRA_DIRECTIONS)],
  year: ['anno', textParam(4)],
  toYear: ['in', textParam(4)],
};

export const INVALID_AMOUNT = 'Inserisci una somma valida';

/** '' or absent (an older link, a form without the years) is no year; anything else must be four digits. */
const yearOf = (text: string | undefined): number | undefined => (text === undefined || text === '' ? undefined : /^\d{4}$/.test(text) ? Number(text) : Number.NaN);

/**
 * The conversion, computed in the browser by the logic the service answers with, or the sentence to show; with both
 * years chosen, also the sum in money of the other year (the API's `year` and `toYear`).
 */
export function convertLiraForm(form: LiraForm): { result: LiraResult; value?: MoneyValueResult } | { error: string } {
  const amount = decimalValue(form.amount);
  if (!Number.isFinite(amount) || amount < 0) return { error: INVALID_AMOUNT };
  const sum = form.from === 'lire' ? { lire: amount } : { euro: amount };
  const outcome = convertLiraOrError(sum);
  if ('error' in outcome) return outcome;
  const money = moneyValueOfRequest({ ...sum, year: yearOf(form.year), toYear: yearOf(form.toYear) });
  if ('error' in money) return money;
  return money.value ? { result: outcome.result, value: money.value } : outcome;
}
