/** Mortgage with its amortisation schedule (`POST /api/calculate-mortgage`). */
import { Type, type Static } from 'typebox';
import { CHOICE_LABELS, StringEnum } from '../common.js';
import { MORTGAGE_FREQUENCIES, MORTGAGE_FREQUENCY_LABELS } from '../enums.js';
import { AppliedRule } from './rules.js';
import { isoDay } from './workdays.js';

export const MORTGAGE_PRINCIPAL_LIMIT = 1e8;

/**
 * Two of `principal` (euro), `annualRate` (TAN, percent, up to three decimals) and `payment` (euro): the third is
 * computed (how much can I borrow for this payment; what rate does this payment imply). `years` 1–40;
 * `frequency` monthly by default. `costs` make the answer carry the TAEG.
 */
export const CalculateMortgageRequest = Type.Object({
  principal: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: MORTGAGE_PRINCIPAL_LIMIT, title: 'Importo del mutuo (€)' })),
  annualRate: Type.Optional(Type.Number({ minimum: 0, maximum: 30, title: 'Tasso annuo nominale, TAN (%)' })),
  payment: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: MORTGAGE_PRINCIPAL_LIMIT, title: 'Rata (€)' })),
  years: Type.Integer({ minimum: 1, maximum: 40, title: 'Durata (anni)' }),
  frequency: Type.Optional(StringEnum(MORTGAGE_FREQUENCIES, { title: 'Rate', [CHOICE_LABELS]: MORTGAGE_FREQUENCY_LABELS })),
  firstPaymentDate: Type.Optional(isoDay('Data della prima rata')),
  costs: Type.Optional(
    Type.Object({
      /** Spese di istruttoria, paid when the loan is granted. */
      arrangement: Type.Optional(Type.Number({ minimum: 0, maximum: 1e6, title: 'Istruttoria (€)' })),
      /** Spese di perizia, paid when the loan is granted. */
      appraisal: Type.Optional(Type.Number({ minimum: 0, maximum: 1e6, title: 'Perizia (€)' })),
      /** Spese di incasso rata, added to every payment. */
      perPayment: Type.Optional(Type.Number({ minimum: 0, maximum: 1e4, title: 'Incasso rata (€ per rata)' })),
    }, { title: 'Spese' }),
  ),
});
export type CalculateMortgageRequest = Static<typeof CalculateMortgageRequest>;

export const MortgageRow = Type.Object({
  n: Type.Integer(),
  date: Type.String(),
  payment: Type.Number(),
  interest: Type.Number(),
  principal: Type.Number(),
  balance: Type.Number(),
});
export type MortgageRow = Static<typeof MortgageRow>;

export const CalculateMortgageResponse = Type.Object({
  principal: Type.Number(),
  annualRate: Type.Number(),
  years: Type.Integer(),
  frequency: StringEnum(MORTGAGE_FREQUENCIES),
  /** Which of principal, annualRate and payment was computed; null when all three were given by the visitor. */
  solvedFor: Type.Union([StringEnum(['principal', 'annualRate', 'payment'] as const), Type.Null()]),
  payment: Type.Number(),
  payments: Type.Integer(),
  totalInterest: Type.Number(),
  totalPaid: Type.Number(),
  /** TAEG (ISC) in percent, two decimals, when costs were given; the rate with no costs otherwise. */
  taeg: Type.Number(),
  totalCost: Type.Number(),
  schedule: Type.Array(MortgageRow),
  rules: Type.Array(AppliedRule),
});
export type CalculateMortgageResponse = Static<typeof CalculateMortgageResponse>;
