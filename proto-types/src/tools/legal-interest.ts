/** Legal interest (`POST /api/calculate-legal-interest`). */
import { Type, type Static } from 'typebox';
import { CHOICE_LABELS, StringEnum } from '../common.js';
import { INTEREST_COMPOUNDING, INTEREST_COMPOUNDING_LABELS } from '../enums.js';
import { AppliedRule } from './rules.js';
import { isoDay } from './workdays.js';

import { LEGAL_INTEREST_FIELDS } from '../logic/bounds.js';

export { LEGAL_INTEREST_AMOUNT_LIMIT } from '../logic/bounds.js';

/**
 * Interest on `amount` (euro, up to two decimals) from `from` to `to` at the legal rate in force each day: the day
 * `from` does not earn, the day `to` does. `compounding` `simple` (default) or `yearly` (art. 1283 c.c.).
 */
export const CalculateLegalInterestRequest = Type.Object({
  amount: Type.Number({ ...LEGAL_INTEREST_FIELDS.amount }),
  from: isoDay(LEGAL_INTEREST_FIELDS.fromTitle),
  to: isoDay(LEGAL_INTEREST_FIELDS.toTitle),
  compounding: Type.Optional(StringEnum(INTEREST_COMPOUNDING, { title: LEGAL_INTEREST_FIELDS.compoundingTitle, [CHOICE_LABELS]: INTEREST_COMPOUNDING_LABELS })),
});
export type CalculateLegalInterestRequest = Static<typeof CalculateLegalInterestRequest>;

/** One stretch at one rate: `from` and `to` are its first and last day earning interest (both included). */
export const LegalInterestPeriod = Type.Object({
  from: Type.String(),
  to: Type.String(),
  days: Type.Integer(),
  rate: Type.Number(),
  /** The sum the rate applied to: the amount, plus interest already capitalised when `yearly`. */
  capital: Type.Number(),
  interest: Type.Number(),
});
export type LegalInterestPeriod = Static<typeof LegalInterestPeriod>;

export const CalculateLegalInterestResponse = Type.Object({
  amount: Type.Number(),
  from: Type.String(),
  to: Type.String(),
  days: Type.Integer(),
  compounding: StringEnum(INTEREST_COMPOUNDING),
  /** Euro to the cent; the periods' interests add up to it exactly. */
  interest: Type.Number(),
  total: Type.Number(),
  periods: Type.Array(LegalInterestPeriod),
  /** The day count, in Italian. */
  dayCount: Type.String(),
  rules: Type.Array(AppliedRule),
});
export type CalculateLegalInterestResponse = Static<typeof CalculateLegalInterestResponse>;
