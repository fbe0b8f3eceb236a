import {
  addToDate,
  DATE_AMOUNT_MAX,
  DATE_UNIT_LABELS,
  DATE_UNITS,
  dateDifference,
  type AddedDate,
  type DateDifference,
  type DateUnit,
} from '@orbita/proto-types/calendar-dates';
import { localToday } from '../../lib/calendar';
import { formatNumber } from '../../lib/format';
import { readDecimal } from '../../lib/parse-decimal';
import { choiceParam, decimalTextParam, isoDateParam } from '../../lib/url-state/params';
import type { UrlSchema } from '../../lib/url-state/use-url-state';

export type DateMode = 'difference' | 'add';
export const MODE_OPTIONS: readonly DateMode[] = ['difference', 'add'];
export const MODE_LABELS: Record<DateMode, string> = { difference: 'Giorni tra due date', add: 'Aggiungi o togli giorni, mesi, anni' };

export type LastDay = 'no' | 'yes';
export const LAST_DAY_OPTIONS: readonly LastDay[] = ['no', 'yes'];
export const LAST_DAY_LABELS: Record<LastDay, string> = { no: 'Escluso (come nei termini di legge)', yes: 'Incluso (es. da lunedì a domenica = 7 giorni)' };

export interface DateForm {
  mode: DateMode;
  from: string;
  to: string;
  lastDay: LastDay;
  date: string;
  /** Typed as text («-30», «1.000»): read by `readDecimal`. */
  amount: string;
  unit: DateUnit;
}

export function defaultDateForm(now = new Date()): DateForm {
  const today = localToday(now);
  return { mode: 'difference', from: today, to: `${now.getFullYear()}-12-31`, lastDay: 'no', date: today, amount: '30', unit: 'days' };
}

/** `/tools/date-calculator?dal=2024-02-28&al=2025-03-01`, `?modo=aggiungi&data=2025-01-31&quanti=1&unita=mesi`. */
export const DATE_URL: UrlSchema<DateForm> = {
  mode: ['modo', choiceParam(new Map<DateMode, string>([['difference', 'differenza'], ['add', 'aggiungi']]))],
  from: ['dal', isoDateParam],
  to: ['al', isoDateParam],
  lastDay: ['ultimo', choiceParam(new Map<LastDay, string>([['no', 'escluso'], ['yes', 'incluso']]))],
  date: ['data', isoDateParam],
  amount: ['quanti', decimalTextParam({ min: -DATE_AMOUNT_MAX, max: DATE_AMOUNT_MAX })],
  unit: ['unita', choiceParam(new Map<DateUnit, string>([['days', 'giorni'], ['weeks', 'settimane'], ['months', 'mesi'], ['years', 'anni']]))],
};

export const UNIT_OPTIONS = DATE_UNITS;
export const unitLabel = (unit: DateUnit) => DATE_UNIT_LABELS[unit];

export const MISSING_DATE = 'Inserisci una data valida';
export const INVALID_AMOUNT = `Inserisci un numero intero (negativo per togliere), al massimo ${formatNumber(DATE_AMOUNT_MAX)}`;

export type DateOutcome = { difference: DateDifference } | { added: AddedDate } | { error: string };

/** The answer of the form, worked out in the page with the service's own logic (`@orbita/proto-types/calendar-dates`). */
export function computeDateForm(form: DateForm): DateOutcome {
  if (form.mode === 'difference') {
    if (isoDateParam.parse(form.from) === undefined || isoDateParam.parse(form.to) === undefined) return { error: MISSING_DATE };
    const difference = dateDifference(form.from, form.to, form.lastDay === 'yes');
    return 'error' in difference ? difference : { difference };
  }
  if (isoDateParam.parse(form.date) === undefined) return { error: MISSING_DATE };
  const reading = readDecimal(form.amount);
  if ('error' in reading || !Number.isInteger(reading.value) || Math.abs(reading.value) > DATE_AMOUNT_MAX) return { error: INVALID_AMOUNT };
  const added = addToDate(form.date, reading.value, form.unit);
  return 'error' in added ? added : { added };
}

/** The working-days tool on the same span, when it serves it (1949–2199, in order). */
export function workingDaysLink(from: string, to: string): string | null {
  const [start, end] = from <= to ? [from, to] : [to, from];
  if (start < '1949-01-01' || end > '2199-12-31') return null;
  return `/tools/working-days-calculator?dal=${start}&al=${end}`;
}

export { yearsMonthsDays } from '../../lib/calendar';
