import { CalculateMortgageRequest, MORTGAGE_PERIODS_PER_YEAR, type CalculateMortgageResponse } from '@orbita/proto-types';
import { InvalidMortgageInputError } from '../errors.js';
import { euro, toCents } from '../legal-interest/accrual.js';
import { FRENCH_AMORTISATION, TAEG_DEFINITION } from '../rules/mortgage.js';
import { appliedRule } from '../rules/parameter.js';
import { dayNumber, isoDay, parseIsoDay } from '../workdays/italian-holidays.js';
import { annuity, principalFor, rateFor, schedule, type RateMilli } from './amortisation.js';
import { taeg } from './taeg.js';
import { labelOf } from '../validation/labels.js';
import { sayEuro } from '../withholding/withholding.js';

const label = (field: string) => labelOf(CalculateMortgageRequest, field);
const PRINCIPAL = label('principal');
const RATE = label('annualRate');
const PAYMENT = label('payment');
const FIRST_PAYMENT_DATE = label('firstPaymentDate');
const ARRANGEMENT = label('costs.arrangement');
const APPRAISAL = label('costs.appraisal');
const PER_PAYMENT = label('costs.perPayment');

type Solved = CalculateMortgageResponse['solvedFor'];

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

function nextMonthStart(today = new Date()): string {
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
  const frequency = request.frequency ?? 'monthly';
  const perYear = MORTGAGE_PERIODS_PER_YEAR[frequency];
  const count = request.years * perYear;
  const first = request.firstPaymentDate ?? nextMonthStart(today);
  if (parseIsoDay(first) === null) throw new InvalidMortgageInputError(`Il campo «${FIRST_PAYMENT_DATE}» non è una data del calendario`);
  const { principal, rate, payment, solvedFor } = solve(request, perYear, count);
  const rows = schedule(principal, rate, perYear, count, payment);
  const totalInterest = rows.reduce((sum, row) => sum + row.interest, 0n);
  const upfront = (cents(request.costs?.arrangement, ARRANGEMENT) ?? 0n) + (cents(request.costs?.appraisal, APPRAISAL) ?? 0n);
  const fee = cents(request.costs?.perPayment, PER_PAYMENT) ?? 0n;
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
