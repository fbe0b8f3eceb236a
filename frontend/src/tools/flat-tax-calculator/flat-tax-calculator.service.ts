import type { CalculateFlatTaxRequest, CalculateFlatTaxResponse } from '@orbita/proto-types';
import { FLAT_TAX_ACTIVITIES, FLAT_TAX_ACTIVITY_LABELS, FLAT_TAX_FUND_LABELS, FLAT_TAX_FUNDS, type FlatTaxActivity, type FlatTaxFund } from '@orbita/proto-types/enums';
import { readDecimal } from '../../lib/parse-decimal';
import type { PreparedRequest } from '../../lib/use-latest-request';
import { choiceParam, decimalTextParam, textParam } from '../../lib/url-state/params';
import type { UrlSchema } from '../../lib/url-state/use-url-state';

/** An activity of the law's table, «I give the ATECO code» or «I give the coefficient myself». */
export type ActivityChoice = FlatTaxActivity | 'codice' | 'coefficiente';
import type { YesNo } from '../../components/ui/YesNoCheck';

export type { YesNo };

export interface FlatTaxForm {
  revenue: string;
  activity: ActivityChoice;
  coefficient: number;
  ateco: string;
  fund: FlatTaxFund;
  reduction: YesNo;
  startup: YesNo;
  before1996: YesNo;
  employeeIncome: string;
  year: number;
}

const AMOUNT_LIMIT = 1e9;
export const YEARS: readonly number[] = [2025, 2026];
export const COEFFICIENTS: readonly number[] = [40, 54, 62, 67, 78, 86];
export const ACTIVITY_OPTIONS: readonly ActivityChoice[] = [...FLAT_TAX_ACTIVITIES, 'codice', 'coefficiente'];

/** The groups of allegato 4 (L. 190/2014) in the visitor's words; the coefficient comes with the answer. */
export const ACTIVITY_LABELS: Record<ActivityChoice, string> = {
  ...FLAT_TAX_ACTIVITY_LABELS,
  codice: 'Cerco dal codice ATECO',
  coefficiente: 'Indico io il coefficiente',
};

export const FUND_LABELS: Record<FlatTaxFund, string> = FLAT_TAX_FUND_LABELS;
export const FUND_OPTIONS: readonly FlatTaxFund[] = FLAT_TAX_FUNDS;

export const DEFAULT_FLAT_TAX_FORM: FlatTaxForm = {
  revenue: '40000',
  activity: 'professionali',
  coefficient: 78,
  ateco: '',
  fund: 'gestione-separata',
  reduction: 'no',
  startup: 'no',
  before1996: 'no',
  employeeIncome: '',
  year: 2026,
};

const yesNo = choiceParam<YesNo>(['si', 'no']);

/** `/tools/flat-tax-calculator?ricavi=40000&attivita=professionali&gestione=artigiani&riduzione=si&avvio=si&anno=2025`. */
export const FLAT_TAX_URL: UrlSchema<FlatTaxForm> = {
  revenue: ['ricavi', decimalTextParam({ min: 0, max: AMOUNT_LIMIT })],
  activity: ['attivita', choiceParam(ACTIVITY_OPTIONS)],
  coefficient: ['coefficiente', choiceParam(COEFFICIENTS)],
  ateco: ['ateco', textParam(12)],
  fund: ['gestione', choiceParam(FUND_OPTIONS)],
  reduction: ['riduzione', yesNo],
  startup: ['avvio', yesNo],
  before1996: ['prima-del-1996', yesNo],
  employeeIncome: ['lavoro-dipendente', decimalTextParam({ min: 0, max: AMOUNT_LIMIT })],
  year: ['anno', choiceParam(YEARS)],
};

export const ATECO_LABEL = 'Codice ATECO';
export const INVALID_ATECO = `«${ATECO_LABEL}»: scrivi un codice come 62.01 o 62.01.00`;
export const REVENUE_LABEL = "Ricavi o compensi incassati nell'anno (€)";
export const EMPLOYEE_LABEL = "Redditi di lavoro dipendente o pensione dell'anno precedente (€)";
export const INVALID_REVENUE = `«${REVENUE_LABEL}»: inserisci un importo da zero in su, al massimo al centesimo`;
export const INVALID_EMPLOYEE = `«${EMPLOYEE_LABEL}»: inserisci un importo da zero in su, al massimo al centesimo, o lascia vuoto`;

/** An amount in euro as typed, or null when it is not one (negative, over the limit, fractions of a cent). */
function amountOf(text: string): number | null {
  const reading = readDecimal(text);
  if (!('value' in reading)) return null;
  const { value } = reading;
  return value >= 0 && value <= AMOUNT_LIMIT && Math.round(value * 100) / 100 === value ? value : null;
}

/** The request for the service, or the message that stops it from being sent. */
export function toFlatTaxRequest(form: FlatTaxForm): PreparedRequest<CalculateFlatTaxRequest> {
  const revenue = amountOf(form.revenue);
  if (revenue === null) return { invalid: INVALID_REVENUE };
  const trade = form.fund !== 'gestione-separata';
  const ateco = form.ateco.trim();
  if (form.activity === 'codice' && !/^\d{2}(?:[.\s]?\d{1,2}){0,2}$/.test(ateco)) return { invalid: INVALID_ATECO };
  const request: CalculateFlatTaxRequest = {
    revenue,
    ...(form.activity === 'coefficiente' ? { coefficient: form.coefficient } : form.activity === 'codice' ? { ateco } : { activity: form.activity }),
    fund: form.fund,
    startup: form.startup === 'si',
    year: form.year,
  };
  if (trade) {
    request.reduction = form.reduction === 'si';
    request.insuredBefore1996 = form.before1996 === 'si';
  }
  if (form.employeeIncome.trim()) {
    const employeeIncome = amountOf(form.employeeIncome);
    if (employeeIncome === null) return { invalid: INVALID_EMPLOYEE };
    request.employeeIncome = employeeIncome;
  }
  return { request };
}

/** The four parts a regime splits the revenue into, for the picture: never negative, so a loss draws no bar. */
export interface RevenueSplit {
  name: string;
  costs: number;
  contributions: number;
  tax: number;
  net: number;
}

export function revenueSplits(result: CalculateFlatTaxResponse): RevenueSplit[] {
  const { costs, flatTax, ordinary } = result.comparison;
  return [
    { name: 'Forfettario', costs, contributions: flatTax.contributions, tax: flatTax.tax, net: flatTax.net },
    { name: 'Ordinario (IRPEF)', costs, contributions: ordinary.contributions, tax: ordinary.tax, net: ordinary.net },
  ];
}
