import type { CalculateMortgageRequest, MortgageRow } from '@orbita/proto-types';
import { MORTGAGE_FREQUENCIES, MORTGAGE_FREQUENCY_LABELS, type MortgageFrequency } from '@orbita/proto-types/enums';
import { formatNumber } from '../../lib/format';
import { decimalValue } from '../../lib/parse-decimal';
import type { PreparedRequest } from '../../lib/use-latest-request';
import { choiceParam, decimalTextParam, integerParam, isoDateParam } from '../../lib/url-state/params';
import type { UrlSchema } from '../../lib/url-state/use-url-state';

/** What the visitor asks: the payment (default), the principal a payment allows, or the rate a payment implies. */
export type MortgageMode = 'payment' | 'principal' | 'rate';

export interface MortgageForm {
  mode: MortgageMode;
  principal: string;
  rate: string;
  payment: string;
  years: number;
  frequency: MortgageFrequency;
  firstDate: string;
  arrangement: string;
  appraisal: string;
  perPayment: string;
}

export const DEFAULT_MORTGAGE_FORM: MortgageForm = {
  mode: 'payment',
  principal: '150000',
  rate: '3',
  payment: '700',
  years: 25,
  frequency: 'monthly',
  firstDate: '2027-01-01',
  arrangement: '',
  appraisal: '',
  perPayment: '',
};

export const MODE_OPTIONS: readonly MortgageMode[] = ['payment', 'principal', 'rate'];
export const MODE_LABELS: Record<MortgageMode, string> = {
  payment: 'Calcola la rata',
  principal: 'Quanto posso chiedere con questa rata',
  rate: 'Che tasso implica questa rata',
};
export const FREQUENCY_OPTIONS: readonly MortgageFrequency[] = MORTGAGE_FREQUENCIES;
export const FREQUENCY_LABELS: Record<MortgageFrequency, string> = MORTGAGE_FREQUENCY_LABELS;

const LIMIT = 1e8;
const money = () => decimalTextParam({ min: 0, max: LIMIT });

/** `/tools/mortgage-calculator?importo=150000&tasso=3&anni=25`. */
export const MORTGAGE_URL: UrlSchema<MortgageForm> = {
  mode: ['calcola', choiceParam(new Map<MortgageMode, string>([['payment', 'rata'], ['principal', 'importo'], ['rate', 'tasso']]))],
  principal: ['importo', money()],
  rate: ['tasso', decimalTextParam({ min: 0, max: 30 })],
  payment: ['rata', money()],
  years: ['anni', integerParam({ min: 1, max: 40 })],
  frequency: ['frequenza', choiceParam(new Map<MortgageFrequency, string>([['monthly', 'mensile'], ['quarterly', 'trimestrale'], ['semiannual', 'semestrale']]))],
  firstDate: ['prima-rata', isoDateParam],
  arrangement: ['istruttoria', money()],
  appraisal: ['perizia', money()],
  perPayment: ['incasso', money()],
};

export const INVALID_PRINCIPAL = "Inserisci l'importo del mutuo, al massimo al centesimo";
export const INVALID_RATE = 'Inserisci un tasso (TAN) tra 0 e 30%, al massimo con tre decimali';
export const INVALID_PAYMENT = 'Inserisci la rata, al massimo al centesimo';
export const INVALID_COST = 'Le spese vanno in euro, al massimo al centesimo';
export const MISSING_DATE = 'Inserisci la data della prima rata';

function amount(text: string, decimals = 2): number | null {
  const value = decimalValue(text);
  const scale = 10 ** decimals;
  return Number.isFinite(value) && value >= 0 && value <= LIMIT && Math.round(value * scale) / scale === value ? value : null;
}

function costs(form: MortgageForm): NonNullable<CalculateMortgageRequest['costs']> | null {
  const result: NonNullable<CalculateMortgageRequest['costs']> = {};
  for (const field of ['arrangement', 'appraisal', 'perPayment'] as const) {
    if (form[field].trim() === '') continue;
    const value = amount(form[field]);
    if (value === null) return null;
    result[field] = value;
  }
  return result;
}

/** The request for the service, or the message that stops it from being sent. */
export function toMortgageRequest(form: MortgageForm): PreparedRequest<CalculateMortgageRequest> {
  const principal = form.mode === 'principal' ? undefined : amount(form.principal);
  if (principal === null || principal === 0) return { invalid: INVALID_PRINCIPAL };
  const rate = form.mode === 'rate' ? undefined : amount(form.rate, 3);
  if (rate === null || (rate !== undefined && rate > 30)) return { invalid: INVALID_RATE };
  const payment = form.mode === 'payment' ? undefined : amount(form.payment);
  if (payment === null || payment === 0) return { invalid: INVALID_PAYMENT };
  const extra = costs(form);
  if (extra === null) return { invalid: INVALID_COST };
  if (isoDateParam.parse(form.firstDate) === undefined) return { invalid: MISSING_DATE };
  const request: CalculateMortgageRequest = { years: form.years, frequency: form.frequency, firstPaymentDate: form.firstDate };
  if (principal !== undefined) request.principal = principal;
  if (rate !== undefined) request.annualRate = rate;
  if (payment !== undefined) request.payment = payment;
  if (Object.keys(extra).length > 0) request.costs = extra;
  return { request };
}

export interface YearTotals {
  year: string;
  interest: number;
  principal: number;
}

/** Interest and principal paid in each calendar year, for the chart. */
export function totalsByYear(schedule: readonly MortgageRow[]): YearTotals[] {
  const years = new Map<string, YearTotals>();
  for (const row of schedule) {
    const year = row.date.slice(0, 4);
    const totals = years.get(year) ?? { year, interest: 0, principal: 0 };
    totals.interest = Math.round((totals.interest + row.interest) * 100) / 100;
    totals.principal = Math.round((totals.principal + row.principal) * 100) / 100;
    years.set(year, totals);
  }
  return [...years.values()];
}


/** The schedule as CSV for Excel in Italian: UTF-8 with BOM, `;` between cells, amounts as on the page («1.818,73»), CRLF. */
export function scheduleCsv(schedule: readonly MortgageRow[]): string {
  const lines = ['N;Data;Rata;Interessi;Quota capitale;Debito residuo'];
  for (const row of schedule) {
    const [year, month, day] = row.date.split('-');
    lines.push([row.n, `${day}/${month}/${year}`, formatNumber(row.payment, 2), formatNumber(row.interest, 2), formatNumber(row.principal, 2), formatNumber(row.balance, 2)].join(';'));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
