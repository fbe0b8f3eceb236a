/**
 * A fixed-rate mortgage: the logic of `POST /api/calculate-mortgage` and of the page, which works the plan out itself
 * at each change (480 rows take a few milliseconds). Pure and free of schema code.
 */
import { MORTGAGE_FREQUENCIES, MORTGAGE_FREQUENCY_LABELS, MORTGAGE_PERIODS_PER_YEAR } from '../enums.js';
import type { CalculateMortgageRequest, CalculateMortgageResponse } from '../tools/mortgage.js';
import { euro, toCents } from './accrual.js';
import { MORTGAGE_FIELDS } from './bounds.js';
import { dayNumber, isoDay, parseIsoDay } from './italian-holidays.js';
import { annuity, principalFor, rateFor, schedule, type RateMilli } from './mortgage-amortisation.js';
import { taeg } from './mortgage-taeg.js';
import { checkChoice, checkIsoDay, checkNumber, refuseField, ToolRefusal } from './refusal.js';
import { appliedRule } from './rule-parameter.js';
import { FRENCH_AMORTISATION, TAEG_DEFINITION } from './rules/mortgage.js';
import { sayEuro } from './withholding.js';

/** The code of a mortgage refusal beyond the contract's own checks. */
export const MORTGAGE_REFUSED = 'TOOLS_INVALID_MORTGAGE';

class InvalidMortgageInputError extends ToolRefusal {
  constructor(message: string) {
    super(MORTGAGE_REFUSED, message);
  }
}

const PRINCIPAL = MORTGAGE_FIELDS.principal.title;
const RATE = MORTGAGE_FIELDS.annualRate.title;
const PAYMENT = MORTGAGE_FIELDS.payment.title;
const FIRST_PAYMENT_DATE = MORTGAGE_FIELDS.firstPaymentDateTitle;

type Solved = CalculateMortgageResponse['solvedFor'];

/** The contract's own checks, in the schema check's order (a missing required field first), with its sentences. */
function checkRequest(request: CalculateMortgageRequest): void {
  const { principal, annualRate, payment, years, frequency, firstPaymentDate, costs } = request;
  if (years === undefined) throw refuseField(MORTGAGE_FIELDS.years.title, 'è obbligatorio');
  if (principal !== undefined) checkNumber(principal, MORTGAGE_FIELDS.principal);
  if (annualRate !== undefined) checkNumber(annualRate, MORTGAGE_FIELDS.annualRate);
  if (payment !== undefined) checkNumber(payment, MORTGAGE_FIELDS.payment);
  checkNumber(years, MORTGAGE_FIELDS.years, true);
  if (frequency !== undefined) checkChoice(frequency, MORTGAGE_FIELDS.frequencyTitle, MORTGAGE_FREQUENCIES, MORTGAGE_FREQUENCY_LABELS);
  checkIsoDay(firstPaymentDate, FIRST_PAYMENT_DATE, true);
  if (costs === undefined) return;
  if (typeof costs !== 'object' || costs === null || Array.isArray(costs)) throw refuseField(MORTGAGE_FIELDS.costsTitle, 'deve essere un oggetto JSON');
  if (costs.arrangement !== undefined) checkNumber(costs.arrangement, MORTGAGE_FIELDS.arrangement);
  if (costs.appraisal !== undefined) checkNumber(costs.appraisal, MORTGAGE_FIELDS.appraisal);
  if (costs.perPayment !== undefined) checkNumber(costs.perPayment, MORTGAGE_FIELDS.perPayment);
}

const pad = (value: number) => String(value).padStart(2, '0');

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** `first` moved on by `months`, the day kept or, in a shorter month, its last day (plain arithmetic: 480 rows are quick). */
export function addMonths(first: string, months: number): string {
  const [year, month, day] = first.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const [toYear, toMonth] = [Math.floor(index / 12), (index % 12) + 1];
  return `${toYear}-${pad(toMonth)}-${pad(Math.min(day, daysInMonth(toYear, toMonth)))}`;
}

function nextMonthStart(today: Date): string {
  return isoDay(dayNumber(today.getUTCFullYear(), today.getUTCMonth() + 2, 1));
}

/** `value` in cents, or the refusal naming the field by `fieldLabel`. */
function cents(value: number | undefined, fieldLabel: string): bigint | undefined {
  if (value === undefined) return undefined;
  const result = toCents(value);
  if (result === null) throw new InvalidMortgageInputError(`Il campo «${fieldLabel}» può avere al massimo due decimali (i centesimi)`);
  return result;
}

function rateMilli(rate: number | undefined): RateMilli | undefined {
  if (rate === undefined) return undefined;
  const scaled = Number((rate * 1000).toPrecision(15));
  if (!Number.isInteger(scaled)) throw new InvalidMortgageInputError(`Il campo «${RATE}» può avere al massimo tre decimali`);
  return BigInt(scaled);
}

/** Principal, rate and payment, the missing one computed; exactly one must be missing. */
function solve(request: CalculateMortgageRequest, perYear: number, count: number): { principal: bigint; rate: RateMilli; payment: bigint; solvedFor: Solved } {
  const principal = cents(request.principal, PRINCIPAL);
  const payment = cents(request.payment, PAYMENT);
  const rate = rateMilli(request.annualRate);
  const missing = [principal, rate, payment].filter((value) => value === undefined).length;
  if (missing !== 1) throw new InvalidMortgageInputError(`Indica due tra «${PRINCIPAL}», «${RATE}» e «${PAYMENT}»: il terzo lo calcoliamo noi`);
  if (payment === undefined) return { principal: principal!, rate: rate!, payment: annuity(principal!, rate!, perYear, count), solvedFor: 'payment' };
  if (principal === undefined) {
    const found = principalFor(payment, rate!, perYear, count);
    if (found <= 0n) throw new InvalidMortgageInputError('La rata è troppo bassa per un prestito con questa durata e questo tasso');
    return { principal: found, rate: rate!, payment, solvedFor: 'principal' };
  }
  const found = rateFor(principal, payment, perYear, count);
  if (found === null) throw new InvalidMortgageInputError('Nessun tasso tra 0% e 30% dà questa rata: controlla importo, rata e durata');
  return { principal, rate: found, payment, solvedFor: 'annualRate' };
}

/**
 * The TAEG in percent, or the refusal: with upfront costs at or above the loan no credit is received, and the Banca
 * d'Italia's equation (credit received = present value of what is paid back) has no rate that solves it.
 */
function taegOf(principal: bigint, upfront: bigint, outflows: readonly number[], perYear: number): number {
  if (upfront >= principal) {
    throw new InvalidMortgageInputError(
      `Le spese iniziali (istruttoria e perizia, ${sayEuro(Number(upfront))}) non sono inferiori all'importo del mutuo (${sayEuro(Number(principal))}): non resta credito da ricevere, quindi il TAEG non esiste`,
    );
  }
  const found = taeg(Number(principal - upfront) / 100, outflows, perYear);
  if (found === null) throw new InvalidMortgageInputError('Con queste spese il TAEG supera ogni numero rappresentabile: controlla importo e spese');
  return found;
}

/**
 * A fixed-rate mortgage with French amortisation, exact to the cent, its schedule, and the TAEG of its costs;
 * or the principal a payment allows, or the rate a payment implies.
 */
export function calculateMortgage(request: CalculateMortgageRequest, today = new Date()): CalculateMortgageResponse {
  checkRequest(request);
  const frequency = request.frequency ?? 'monthly';
  const perYear = MORTGAGE_PERIODS_PER_YEAR[frequency];
  const count = request.years * perYear;
  const first = request.firstPaymentDate ?? nextMonthStart(today);
  if (parseIsoDay(first) === null) throw new InvalidMortgageInputError(`Il campo «${FIRST_PAYMENT_DATE}» non è una data del calendario`);
  const { principal, rate, payment, solvedFor } = solve(request, perYear, count);
  const rows = schedule(principal, rate, perYear, count, payment);
  const totalInterest = rows.reduce((sum, row) => sum + row.interest, 0n);
  const upfront = (cents(request.costs?.arrangement, MORTGAGE_FIELDS.arrangement.title) ?? 0n) + (cents(request.costs?.appraisal, MORTGAGE_FIELDS.appraisal.title) ?? 0n);
  const fee = cents(request.costs?.perPayment, MORTGAGE_FIELDS.perPayment.title) ?? 0n;
  const outflows = rows.map((row) => Number(row.payment + fee) / 100);
  const yearlyCost = taegOf(principal, upfront, outflows, perYear);
  const totalPaid = principal + totalInterest;
  return {
    principal: euro(principal),
    annualRate: Number(rate) / 1000,
    years: request.years,
    frequency,
    solvedFor,
    payment: euro(payment),
    payments: rows.length,
    totalInterest: euro(totalInterest),
    totalPaid: euro(totalPaid),
    taeg: Math.round(yearlyCost * 100) / 100,
    totalCost: euro(totalInterest + upfront + fee * BigInt(rows.length)),
    schedule: rows.map((row) => ({
      n: row.n,
      date: addMonths(first, ((row.n - 1) * 12) / perYear),
      payment: euro(row.payment),
      interest: euro(row.interest),
      principal: euro(row.principal),
      balance: euro(row.balance),
    })),
    rules: [FRENCH_AMORTISATION, TAEG_DEFINITION].map((parameter) => appliedRule(parameter, parameter.values[0]!, (text) => text)),
  };
}
