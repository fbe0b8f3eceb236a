/**
 * The TFR (trattamento di fine rapporto), year by year, shared by the tools service and the page. Art. 2120 c.c. (as
 * rewritten by L. 297/1982): each year accrues its «retribuzione utile» / 13,5, less the 0,50 % contribution of
 * art. 3 L. 297/1982 the employer pays to INPS out of it; the fund at 31 December of the year before is revalued
 * each year by 1,5 % fixed plus 75 % of the FOI index's rise over December (by month for the year the employment
 * ends); the revaluation bears a substitute tax (11 % to 2014, 17 % from 2015) and only its net joins the fund. What is
 * paid out is taxed separately (art. 19 TUIR): the employer withholds at the average IRPEF rate of the «reddito di
 * riferimento» (taxable TFR / years of service × 12) at the brackets of the year of leaving; the Agenzia delle Entrate
 * then settles it again at the person's average rate of the five years before. Money to the cent, halves up, on
 * exact fractions; the coefficient as ISTAT prints it, to six decimals.
 */
import { fractionOf, minus, over, plus, times, toPlaces, type Fraction } from './exact-decimal.js';
import { FOI_CHECKED, FOI_LAST_MONTH, foiAt, italianMonth, MissingFoiError, monthKey, tfrCoefficient } from './foi.js';
import { IRPEF_BRACKETS, type Bracket } from './rules/irpef.js';
import { entryAt, OutsideParameterError } from './rule-parameter.js';
import { parseIsoDay } from './italian-holidays.js';

export { italianMonth, FOI_LAST_MONTH } from './foi.js';

export interface TfrPeriod {
  year: number;
  /** The year's «retribuzione utile» for the TFR, euro to the cent. */
  salary: number;
  /** Months worked in the year (1–12), for the years of service; 12 when absent. */
  months?: number;
}

export interface TfrInput {
  /** Consecutive years, oldest first. */
  periods: readonly TfrPeriod[];
  /** The fund at 31 December of the year before the first period (from a payslip), euro; 0 when absent. */
  initialFund?: number;
  /** Months of service the initial fund covers, for the tax's years of service. */
  initialMonths?: number;
  /** The month (1–12) of the last year whose coefficient applies (the employment ends then); 12 when absent. */
  endMonth?: number;
  /** The person's average IRPEF rate of the five years before, percent, for the Agenzia's final settlement. */
  averageRate?: number;
}

export interface TfrYear {
  year: number;
  salary: number;
  /** Fund at 31 December of the year before. */
  openingFund: number;
  /** salary / 13,5, to the cent. */
  quota: number;
  /** 0,50 % of the salary, to the cent. */
  contribution: number;
  accrual: number;
  /** The coefficient applied, percent to six decimals, or null when the opening fund was nil. */
  coefficient: string | null;
  /** The month whose coefficient applied (12 but for the last year). */
  coefficientMonth: number;
  revaluation: number;
  substituteTaxRate: number;
  substituteTax: number;
  closingFund: number;
}

export interface TfrTax {
  /** What art. 19 taxes: the fund less the revaluations (already taxed). */
  taxable: number;
  months: number;
  /** taxable / years × 12. */
  referenceIncome: number;
  /** Percent, two decimals. */
  employerRate: number;
  withholding: number;
  bracketsYear: number;
  /** The Agenzia's settlement at the five-year average rate, when given. */
  settledTax: number | null;
  /** settledTax − withholding: positive, more to pay; negative, a refund. */
  settlement: number | null;
  net: number;
}

export interface TfrStep {
  label: string;
  value: string;
}

export interface TfrRule {
  name: string;
  value: string;
  source: { title: string; url: string };
  confirmed: boolean;
  checked: string;
}

export interface TfrResult {
  years: TfrYear[];
  totalAccrual: number;
  totalRevaluation: number;
  totalSubstituteTax: number;
  /** The gross TFR: the fund when the employment ends. */
  grossTfr: number;
  /** Null with `taxNote` when the IRPEF brackets of the year are not held. */
  tax: TfrTax | null;
  taxNote: string;
  /** The last month of the FOI series held. */
  foiLastMonth: string;
  /** YYYY-MM of the indexes used that were read off a published ratio or coefficient, not printed (`confirmed: false`). */
  foiUnconfirmed: string[];
  steps: TfrStep[];
  rules: TfrRule[];
}

export const TFR_MAX_PERIODS = 60;
export const TFR_MAX_SALARY = 10_000_000;
export const TFR_MIN_YEAR = 1983;

export const TFR_MESSAGES = {
  noPeriods: 'Inserisci almeno un anno con la retribuzione utile',
  tooMany: `Inserisci al massimo ${TFR_MAX_PERIODS} anni`,
  year: `L'anno deve essere un numero intero dal ${TFR_MIN_YEAR}`,
  consecutive: 'Gli anni devono essere consecutivi, dal più vecchio al più recente',
  salary: `La retribuzione utile di un anno deve essere tra 0 e ${new Intl.NumberFormat('it-IT').format(TFR_MAX_SALARY)} €, al centesimo`,
  months: 'I mesi lavorati in un anno devono essere un numero intero da 1 a 12',
  initialFund: `Il fondo TFR iniziale deve essere tra 0 e ${new Intl.NumberFormat('it-IT').format(TFR_MAX_SALARY * 10)} €, al centesimo`,
  initialMonths: 'Indica i mesi di servizio (da 1 a 600) a cui si riferisce il fondo TFR iniziale',
  endMonth: 'Il mese di cessazione deve essere un numero intero da 1 a 12',
  averageRate: "L'aliquota media dei cinque anni precedenti deve essere tra 0 e 43%, con al più due decimali",
} as const;

export class TfrInputError extends Error {}

const DIVISOR = fractionOf('13.5');
const CONTRIBUTION = fractionOf('0.005');
const CENT = (value: Fraction): Fraction => fractionOf(toPlaces(value, 2));
const money = (value: Fraction): number => Number(toPlaces(value, 2));
const ZERO = fractionOf(0);

/** The substitute tax on the revaluation: 11 % (D.Lgs. 47/2000) to 2014, 17 % from 2015 (L. 190/2014, c. 623). */
export function substituteTaxRate(year: number): number {
  return year >= 2015 ? 17 : 11;
}

const hasPlaces = (value: number, places: number): boolean => Number.isFinite(value) && Number(value.toFixed(places)) === value;
const isWhole = (value: unknown, min: number, max: number): boolean => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** The first rule the input breaks, as the Italian sentence to show, or undefined. */
export function tfrInputProblem(input: TfrInput): string | undefined {
  if (!Array.isArray(input.periods) || input.periods.length === 0) return TFR_MESSAGES.noPeriods;
  if (input.periods.length > TFR_MAX_PERIODS) return TFR_MESSAGES.tooMany;
  for (const [index, period] of input.periods.entries()) {
    if (!isWhole(period.year, TFR_MIN_YEAR, 2100)) return TFR_MESSAGES.year;
    if (index > 0 && period.year !== input.periods[index - 1]!.year + 1) return TFR_MESSAGES.consecutive;
    if (!(period.salary >= 0 && period.salary <= TFR_MAX_SALARY && hasPlaces(period.salary, 2))) return TFR_MESSAGES.salary;
    if (period.months !== undefined && !isWhole(period.months, 1, 12)) return TFR_MESSAGES.months;
  }
  const fund = input.initialFund ?? 0;
  if (!(fund >= 0 && fund <= TFR_MAX_SALARY * 10 && hasPlaces(fund, 2))) return TFR_MESSAGES.initialFund;
  if (fund > 0 && !isWhole(input.initialMonths, 1, 600)) return TFR_MESSAGES.initialMonths;
  if (input.initialMonths !== undefined && !isWhole(input.initialMonths, 0, 600)) return TFR_MESSAGES.initialMonths;
  if (input.endMonth !== undefined && !isWhole(input.endMonth, 1, 12)) return TFR_MESSAGES.endMonth;
  if (input.averageRate !== undefined && !(input.averageRate >= 0 && input.averageRate <= 43 && hasPlaces(input.averageRate, 2))) return TFR_MESSAGES.averageRate;
  return undefined;
}

const euro = (value: number): string =>
  `${new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' } as Intl.NumberFormatOptions).format(value)} €`;
const decimal = (text: string): string => {
  const [whole, part] = text.split('.');
  const grouped = new Intl.NumberFormat('it-IT', { useGrouping: 'always' } as Intl.NumberFormatOptions).format(Number(whole));
  return part ? `${grouped},${part}` : grouped;
};

/** The IRPEF due on `income` at `brackets`, exact. */
function irpef(income: Fraction, brackets: readonly Bracket[]): Fraction {
  let tax = ZERO;
  let lower = ZERO;
  for (const bracket of brackets) {
    const upper = bracket.upTo === null ? null : fractionOf(bracket.upTo);
    const top = upper !== null && compare(income, upper) > 0 ? upper : income;
    if (compare(top, lower) <= 0) break;
    tax = plus(tax, times(minus(top, lower), fractionOf(bracket.rate / 100)));
    if (upper === null || compare(income, upper) <= 0) break;
    lower = upper;
  }
  return tax;
}

function compare(a: Fraction, b: Fraction): number {
  const difference = a.numerator * b.denominator - b.numerator * a.denominator;
  return difference > 0n ? 1 : difference < 0n ? -1 : 0;
}

/** One year's revaluation of `fund` at `percent` (six decimals), its substitute tax and what joins the fund. */
export function revalue(fund: number, percent: string, taxRate: number): { revaluation: number; substituteTax: number; net: number } {
  const revaluation = CENT(over(times(fractionOf(fund.toFixed(2)), fractionOf(percent)), fractionOf(100)));
  const substituteTax = CENT(times(revaluation, fractionOf(taxRate / 100)));
  return { revaluation: money(revaluation), substituteTax: money(substituteTax), net: money(minus(revaluation, substituteTax)) };
}

/** The TFR year by year, its tax and net, or throws `TfrInputError` / `MissingFoiError` (Italian messages). */
export function calculateTfr(input: TfrInput): TfrResult {
  const problem = tfrInputProblem(input);
  if (problem) throw new TfrInputError(problem);
  const endMonth = input.endMonth ?? 12;
  const last = input.periods.length - 1;
  let fund = input.initialFund ?? 0;
  const years: TfrYear[] = [];
  const steps: TfrStep[] = [];
  const unconfirmed = new Set<string>();
  for (const [index, period] of input.periods.entries()) {
    const salary = fractionOf(period.salary.toFixed(2));
    const quota = CENT(over(salary, DIVISOR));
    const contribution = CENT(times(salary, CONTRIBUTION));
    const accrual = minus(quota, contribution);
    const coefficientMonth = index === last ? endMonth : 12;
    let coefficient: string | null = null;
    let revaluation = { revaluation: 0, substituteTax: 0, net: 0 };
    const taxRate = substituteTaxRate(period.year);
    if (fund > 0) {
      coefficient = toPlaces(tfrCoefficient(period.year, coefficientMonth).percent, 6);
      for (const month of [monthKey(period.year - 1, 12), monthKey(period.year, coefficientMonth)]) {
        if (foiAt(month)?.reference.confirmed === false) unconfirmed.add(month);
      }
      revaluation = revalue(fund, coefficient, taxRate);
    }
    const closing = money(plus(plus(fractionOf(fund.toFixed(2)), accrual), fractionOf(revaluation.net.toFixed(2))));
    years.push({
      year: period.year,
      salary: period.salary,
      openingFund: fund,
      quota: money(quota),
      contribution: money(contribution),
      accrual: money(accrual),
      coefficient,
      coefficientMonth,
      revaluation: revaluation.revaluation,
      substituteTaxRate: taxRate,
      substituteTax: revaluation.substituteTax,
      closingFund: closing,
    });
    steps.push({
      label: `${period.year}: quota dell'anno`,
      value: `${euro(period.salary)} / 13,5 = ${euro(money(quota))}; − 0,50% = ${euro(money(contribution))}; maturano ${euro(money(accrual))}`,
    });
    if (coefficient !== null) {
      steps.push({
        label: `${period.year}: rivalutazione del fondo al 31/12/${period.year - 1}`,
        value: `${euro(fund)} × ${decimal(coefficient)}% (${italianMonth(`${period.year}-${String(coefficientMonth).padStart(2, '0')}`)}) = ${euro(revaluation.revaluation)}; imposta sostitutiva ${taxRate}% = ${euro(revaluation.substituteTax)}`,
      });
    }
    fund = closing;
  }
  const totalAccrual = money(years.reduce((sum, year) => plus(sum, fractionOf(year.accrual.toFixed(2))), ZERO));
  const totalRevaluation = money(years.reduce((sum, year) => plus(sum, fractionOf(year.revaluation.toFixed(2))), ZERO));
  const totalSubstituteTax = money(years.reduce((sum, year) => plus(sum, fractionOf(year.substituteTax.toFixed(2))), ZERO));
  const grossTfr = fund;
  steps.push({ label: 'TFR lordo alla cessazione', value: euro(grossTfr) });
  const { tax, note } = separateTax(input, grossTfr, totalRevaluation, totalSubstituteTax, endMonth);
  if (tax) {
    steps.push({
      label: 'Reddito di riferimento (art. 19 TUIR)',
      value: `${euro(tax.taxable)} / ${decimal((tax.months / 12).toFixed(4).replace(/\.?0+$/, ''))} anni × 12 = ${euro(tax.referenceIncome)}`,
    });
    steps.push({ label: `Aliquota media IRPEF ${tax.bracketsYear} sul reddito di riferimento`, value: `${decimal(tax.employerRate.toFixed(2))}%: ritenuta ${euro(tax.withholding)}` });
    if (tax.settledTax !== null) steps.push({ label: 'Riliquidazione con l\'aliquota media dei cinque anni precedenti', value: `${euro(tax.settledTax)} (differenza ${euro(tax.settlement!)})` });
    steps.push({ label: 'TFR netto', value: euro(tax.net) });
  }
  return { years, totalAccrual, totalRevaluation, totalSubstituteTax, grossTfr, tax, taxNote: note, foiLastMonth: FOI_LAST_MONTH, foiUnconfirmed: [...unconfirmed], steps, rules: TFR_RULES };
}

function separateTax(input: TfrInput, gross: number, revaluations: number, substituteTaxes: number, endMonth: number): { tax: TfrTax | null; note: string } {
  const lastYear = input.periods[input.periods.length - 1]!.year;
  const monthsWorked = input.periods.reduce((sum, period, index) => sum + (period.months ?? (index === input.periods.length - 1 ? endMonth : 12)), 0) + (input.initialMonths ?? 0);
  let brackets: readonly Bracket[];
  try {
    brackets = entryAt(IRPEF_BRACKETS, parseIsoDay(`${lastYear}-12-31`)!).value;
  } catch (error) {
    if (!(error instanceof OutsideParameterError)) throw error;
    return { tax: null, note: `L'imposta sul TFR non è calcolata: gli scaglioni IRPEF del ${lastYear} non sono tra i dati (ci sono per il 2025 e il 2026).` };
  }
  // The revaluations are in the fund net of their substitute tax: what art. 19 taxes is the rest.
  const taxable = minus(fractionOf(gross.toFixed(2)), minus(fractionOf(revaluations.toFixed(2)), fractionOf(substituteTaxes.toFixed(2))));
  const reference = CENT(over(times(taxable, fractionOf(144)), fractionOf(monthsWorked)));
  const rate = compare(reference, ZERO) > 0 ? over(times(irpef(reference, brackets), fractionOf(100)), reference) : ZERO;
  const employerRate = Number(toPlaces(rate, 2));
  const withholding = CENT(over(times(taxable, fractionOf(employerRate.toFixed(2))), fractionOf(100)));
  const settledTax = input.averageRate === undefined ? null : CENT(over(times(taxable, fractionOf(input.averageRate.toFixed(2))), fractionOf(100)));
  const paid = settledTax ?? withholding;
  return {
    tax: {
      taxable: money(taxable),
      months: monthsWorked,
      referenceIncome: money(reference),
      employerRate,
      withholding: money(withholding),
      bracketsYear: lastYear,
      settledTax: settledTax === null ? null : money(settledTax),
      settlement: settledTax === null ? null : money(minus(settledTax, withholding)),
      net: money(minus(fractionOf(gross.toFixed(2)), paid)),
    },
    note:
      settledTax === null
        ? "Approssimazione: l'imposta è la ritenuta del datore di lavoro (aliquota media del reddito di riferimento, senza detrazioni). L'Agenzia delle Entrate la riliquida poi con l'aliquota media dei cinque anni precedenti e chiede o rimborsa la differenza: indicala per vederla."
        : "L'imposta finale è riliquidata con l'aliquota media dei cinque anni precedenti che hai indicato; non si considerano detrazioni né anticipazioni.",
  };
}

const checked = FOI_CHECKED;
export const TFR_RULES: TfrRule[] = [
  {
    name: 'Quota annua del TFR (art. 2120 c.c.)',
    value: 'retribuzione utile dell\'anno / 13,5',
    source: { title: 'Codice civile, art. 2120, come sostituito dalla L. 29 maggio 1982, n. 297', url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:regio.decreto:1942-03-16;262~art2120' },
    confirmed: true,
    checked,
  },
  {
    name: 'Contributo al Fondo di garanzia (art. 3 L. 297/1982)',
    value: '0,50% della retribuzione, dedotto dalla quota',
    source: { title: 'Legge 29 maggio 1982, n. 297, art. 3, c. 15', url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:1982-05-29;297' },
    confirmed: true,
    checked,
  },
  {
    name: 'Rivalutazione (art. 2120, c. 4, c.c.)',
    value: "1,5% fisso l'anno (per mese nell'anno di cessazione) + 75% dell'aumento dell'indice FOI su dicembre",
    source: { title: 'Codice civile, art. 2120, quarto comma; indice FOI Istat', url: 'https://www.istat.it/notizia/indice-dei-prezzi-per-le-rivalutazioni-monetarie/' },
    confirmed: true,
    checked,
  },
  {
    name: 'Imposta sostitutiva sulla rivalutazione',
    value: '11% fino al 2014, 17% dal 2015',
    source: { title: 'D.Lgs. 18 febbraio 2000, n. 47, art. 11; L. 23 dicembre 2014, n. 190, art. 1, c. 623', url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:2014-12-23;190' },
    confirmed: true,
    checked,
  },
  {
    name: 'Tassazione separata del TFR (art. 19 TUIR)',
    value: "aliquota media IRPEF del reddito di riferimento (TFR / anni × 12); riliquidazione con l'aliquota media dei cinque anni precedenti",
    source: { title: 'D.P.R. 22 dicembre 1986, n. 917 (TUIR), art. 19', url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.del.presidente.della.repubblica:1986-12-22;917~art19' },
    confirmed: true,
    checked,
  },
];

/** The result, or the Italian sentence that says what to fix (a bad input, a month not held). */
export function calculateTfrOrError(input: TfrInput): { result: TfrResult } | { error: string } {
  try {
    return { result: calculateTfr(input) };
  } catch (error) {
    if (error instanceof TfrInputError || error instanceof MissingFoiError) return { error: error.message };
    throw error;
  }
}
