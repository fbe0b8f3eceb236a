/** Ravvedimento operoso for a tax paid late (`POST /api/calculate-late-payment`). */
import { Type, type Static } from 'typebox';
import { CHOICE_LABELS, StringEnum } from '../common.js';
import { LATE_PAYMENT_TAX_KINDS, LATE_PAYMENT_TAX_KIND_LABELS } from '../enums.js';
import { LegalInterestPeriod } from './legal-interest.js';
import { AppliedRule } from './rules.js';
import { isoDay } from './workdays.js';

import { LATE_PAYMENT_FIELDS } from '../logic/bounds.js';

export { LATE_PAYMENT_TAX_LIMIT } from '../logic/bounds.js';

/**
 * `tax`: the amount not paid on `dueDate` (euro, up to two decimals), paid on `paymentDate`. `kind` only chooses
 * the F24 codes; the penalty is the same for every tax administered by the Agenzia delle Entrate and for IMU.
 */
export const CalculateLatePaymentRequest = Type.Object({
  tax: Type.Number({ ...LATE_PAYMENT_FIELDS.tax }),
  dueDate: isoDay(LATE_PAYMENT_FIELDS.dueDateTitle),
  paymentDate: isoDay(LATE_PAYMENT_FIELDS.paymentDateTitle),
  kind: Type.Optional(StringEnum(LATE_PAYMENT_TAX_KINDS, { title: LATE_PAYMENT_FIELDS.kindTitle, [CHOICE_LABELS]: LATE_PAYMENT_TAX_KIND_LABELS })),
});
export type CalculateLatePaymentRequest = Static<typeof CalculateLatePaymentRequest>;

export const LatePaymentF24 = Type.Object({
  kind: Type.String(),
  taxCodes: Type.String(),
  /** Null when the penalty (or the interest) goes with the tax under the tax's own code: `note` says so. */
  penalty: Type.Union([Type.String(), Type.Null()]),
  interest: Type.Union([Type.String(), Type.Null()]),
  note: Type.Optional(Type.String()),
});
export type LatePaymentF24 = Static<typeof LatePaymentF24>;

export const CalculateLatePaymentResponse = Type.Object({
  tax: Type.Number(),
  dueDate: Type.String(),
  paymentDate: Type.String(),
  /** Days from the due date to the payment (the due date not counted). */
  days: Type.Integer(),
  /** `2024-09-01` rules (d.lgs. 87/2024) or the ones before, chosen by the due date. */
  regime: StringEnum(['before-2024-09-01', 'from-2024-09-01'] as const),
  /** The penalty of the law before the reduction, percent of the tax (25, 12.5, 0.8333… a day). */
  basePenaltyRate: Type.Number(),
  /** After the ravvedimento's reduction, percent of the tax, rounded to four decimals for reading. */
  penaltyRate: Type.Number(),
  /** Italian: how the rate comes about («12,5% × 1/10 (entro 30 giorni)»). */
  penaltyRateExplained: Type.String(),
  penalty: Type.Number(),
  interest: Type.Number(),
  interestPeriods: Type.Array(LegalInterestPeriod),
  total: Type.Number(),
  f24: Type.Optional(LatePaymentF24),
  rules: Type.Array(AppliedRule),
});
export type CalculateLatePaymentResponse = Static<typeof CalculateLatePaymentResponse>;
