/** TFR year by year (`POST /api/calculate-tfr`). */
import { Type, type Static } from 'typebox';
import { TFR_MAX_PERIODS, TFR_MAX_SALARY, TFR_MIN_YEAR } from '../logic/tfr.js';
import { AppliedRule } from './rules.js';

export const TfrPeriod = Type.Object({
  year: Type.Integer({ minimum: TFR_MIN_YEAR, maximum: 2100, title: 'Anno' }),
  salary: Type.Number({ minimum: 0, maximum: TFR_MAX_SALARY, title: 'Retribuzione utile' }),
  months: Type.Optional(Type.Integer({ minimum: 1, maximum: 12, title: 'Mesi lavorati' })),
});

/**
 * Consecutive years, each with its «retribuzione utile»; `endMonth` the month the job ends in the last year (its
 * coefficient applies); `initialFund` the fund at 31 December before the first year, with the months it covers;
 * `averageRate` the person's average IRPEF rate of the five years before, for the Agenzia's settlement.
 */
export const CalculateTfrRequest = Type.Object({
  periods: Type.Array(TfrPeriod, { minItems: 1, maxItems: TFR_MAX_PERIODS, title: 'Anni' }),
  initialFund: Type.Optional(Type.Number({ minimum: 0, maximum: TFR_MAX_SALARY * 10, title: 'Fondo TFR iniziale' })),
  initialMonths: Type.Optional(Type.Integer({ minimum: 0, maximum: 600, title: 'Mesi del fondo iniziale' })),
  endMonth: Type.Optional(Type.Integer({ minimum: 1, maximum: 12, title: 'Mese di cessazione' })),
  averageRate: Type.Optional(Type.Number({ minimum: 0, maximum: 43, title: 'Aliquota media dei cinque anni precedenti' })),
});
export type CalculateTfrRequest = Static<typeof CalculateTfrRequest>;

const TfrYear = Type.Object({
  year: Type.Integer(),
  salary: Type.Number(),
  openingFund: Type.Number(),
  quota: Type.Number(),
  contribution: Type.Number(),
  accrual: Type.Number(),
  /** Percent to six decimals as ISTAT prints it; null when the opening fund was nil. */
  coefficient: Type.Union([Type.String(), Type.Null()]),
  coefficientMonth: Type.Integer(),
  revaluation: Type.Number(),
  substituteTaxRate: Type.Number(),
  substituteTax: Type.Number(),
  closingFund: Type.Number(),
});

const TfrTax = Type.Object({
  taxable: Type.Number(),
  months: Type.Integer(),
  referenceIncome: Type.Number(),
  employerRate: Type.Number(),
  withholding: Type.Number(),
  bracketsYear: Type.Integer(),
  settledTax: Type.Union([Type.Number(), Type.Null()]),
  settlement: Type.Union([Type.Number(), Type.Null()]),
  net: Type.Number(),
});

export const CalculateTfrResponse = Type.Object({
  years: Type.Array(TfrYear),
  totalAccrual: Type.Number(),
  totalRevaluation: Type.Number(),
  totalSubstituteTax: Type.Number(),
  grossTfr: Type.Number(),
  tax: Type.Union([TfrTax, Type.Null()]),
  taxNote: Type.String(),
  /** YYYY-MM: the last month of the FOI series held. */
  foiLastMonth: Type.String(),
  /** YYYY-MM of indexes used that were read off a published coefficient rather than printed. */
  foiUnconfirmed: Type.Array(Type.String()),
  steps: Type.Array(Type.Object({ label: Type.String(), value: Type.String() })),
  rules: Type.Array(AppliedRule),
});
export type CalculateTfrResponse = Static<typeof CalculateTfrResponse>;
