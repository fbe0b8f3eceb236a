/** Mortgage with its amortisation schedule (`POST /api/calculate-mortgage`). */
import { Type, type Static } from 'typebox';
import { CHOICE_LABELS, StringEnum } from '../common.js';
import { MORTGAGE_FREQUENCIES, MORTGAGE_FREQUENCY_LABELS } from '../enums.js';
import { AppliedRule } from './rules.js';
import { isoDay } from './workdays.js';
import { MORTGAGE_FIELDS } from '../logic/bounds.js';

export { MORTGAGE_PRINCIPAL_LIMIT } from '../logic/bounds.js';

/**
 * Two of `principal` (euro), `annualRate` (TAN, percent, up to three decimals) and `payment` (euro): the third is
 * computed (how much can I borrow for this payment; what rate does this payment imply). `years` 1–40;
 * `frequency` monthly by default. `costs` make the answer carry the TAEG.
 */
export const CalculateMortgageRequest = Type.Object({
  principal: Type.Optional(Type.Number({ ...MORTGAGE_FIELDS.principal })),
  annualRate: Type.Optional(Type.Number({ ...MORTGAGE_FIELDS.annualRate })),
  payment: Type.Optional(Type.Number({ ...MORTGAGE_FIELDS.payment })),
  years: Type.Integer({ ...MORTGAGE_FIELDS.years }),
  frequency: Type.Optional(StringEnum(MORTGAGE_FREQUENCIES, { title: MORTGAGE_FIELDS.frequencyTitle, [CHOICE_LABELS]: MORTGAGE_FREQUENCY_LABELS })),
  firstPaymentDate: Type.Optional(isoDay(MORTGAGE_FIELDS.firstPaymentDateTitle)),
  costs: Type.Optional(
    Type.Object({
      /** Spese di istruttoria, paid when the loan is granted. */
      arrangement: Type.Optional(Type.Number({ ...MORTGAGE_FIELDS.arrangement })),
      /** Spese di perizia, paid when the loan is granted. */
      appraisal: Type.Optional(Type.Number({ ...MORTGAGE_FIELDS.appraisal })),
      /** Spese di incasso rata, added to every payment. */
      perPayment: Type.Optional(Type.Number({ ...MORTGAGE_FIELDS.perPayment })),
    }, { title: MORTGAGE_FIELDS.costsTitle }),
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
