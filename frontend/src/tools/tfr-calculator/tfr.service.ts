import { calculateTfrOrError, TFR_MAX_SALARY, TFR_MIN_YEAR, type TfrResult } from '@orbita/proto-types/tfr';
import { decimalValue } from '../../lib/parse-decimal';
import { decimalTextParam, integerParam } from '../../lib/url-state/params';
import type { UrlSchema } from '../../lib/url-state/use-url-state';

export interface TfrForm {
  /** First and last year of the employment. */
  from: number;
  to: number;
  /** The yearly «retribuzione utile», typed the Italian way: the last year counts it for its months up to `endMonth`. */
  salary: string;
  /** The month the job ends in the last year (its coefficient applies). */
  endMonth: number;
  /** The average IRPEF rate of the five years before, percent; empty when not known. */
  averageRate: string;
}

export const TFR_MAX_YEAR = 2100;
export const DEFAULT_TFR_FORM: TfrForm = { from: 2021, to: 2025, salary: '30.000', endMonth: 12, averageRate: '' };

/** `/tools/tfr-calculator?dal=2021&al=2025&retribuzione=30000&mese=12&aliquota=`. */
export const TFR_URL: UrlSchema<TfrForm> = {
  from: ['dal', integerParam({ min: TFR_MIN_YEAR, max: TFR_MAX_YEAR })],
  to: ['al', integerParam({ min: TFR_MIN_YEAR, max: TFR_MAX_YEAR })],
  salary: ['retribuzione', decimalTextParam({ min: 0, max: TFR_MAX_SALARY })],
  endMonth: ['mese', integerParam({ min: 1, max: 12 })],
  averageRate: ['aliquota', decimalTextParam({ min: 0, max: 43 })],
};

export const TFR_FORM_MESSAGES = {
  salary: 'Inserisci una retribuzione annua valida',
  years: "L'anno di fine non può essere prima dell'anno di inizio",
  averageRate: "Inserisci un'aliquota media valida, o lascia vuoto",
} as const;

/** The TFR, computed in the browser by the logic the service answers with, or the sentence to show. */
export function calculateTfrForm(form: TfrForm): { result: TfrResult } | { error: string } {
  const salary = decimalValue(form.salary);
  if (!Number.isFinite(salary) || salary < 0) return { error: TFR_FORM_MESSAGES.salary };
  if (form.to < form.from) return { error: TFR_FORM_MESSAGES.years };
  const rateText = form.averageRate.trim();
  const averageRate = rateText === '' ? undefined : decimalValue(rateText);
  if (averageRate !== undefined && !Number.isFinite(averageRate)) return { error: TFR_FORM_MESSAGES.averageRate };
  const years = Math.min(form.to - form.from + 1, 61);
  const periods = Array.from({ length: years }, (_, index) => (index === years - 1 ? lastYear(form.from + index, salary, form.endMonth) : { year: form.from + index, salary }));
  return calculateTfrOrError({ periods, endMonth: form.endMonth, averageRate });
}

/**
 * The year the job ends: a yearly pay earns, up to the month it ends, that many twelfths of itself (to the cent,
 * halves up), and those months count as its years of service. A job left in February accrues two months' quota,
 * not a whole year's.
 */
function lastYear(year: number, yearlySalary: number, endMonth: number): { year: number; salary: number; months: number } {
  return { year, salary: Math.round((Math.round(yearlySalary * 100) * endMonth) / 12) / 100, months: endMonth };
}
