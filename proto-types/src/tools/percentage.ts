/** Percentages (`POST /api/calculate-percentage`). */
import { Type, type Static } from 'typebox';
import { CHOICE_LABELS, StringEnum } from '../common.js';
import { PERCENTAGE_MODES, PERCENTAGE_MODE_LABELS } from '../enums.js';

/** The largest magnitude accepted for either operand: far beyond any price, still exact to the cent in a double. */
export const PERCENTAGE_OPERAND_LIMIT = 1e12;

/**
 * `of`: `a` % of `b`; `ratio`: `a` as a percentage of `b`; `change`: the change from `a` to `b`, in percent;
 * `discount`: the price `a` after a discount of `b` %.
 */
export const CalculatePercentageRequest = Type.Object({
  mode: StringEnum(PERCENTAGE_MODES, { title: 'Calcolo', [CHOICE_LABELS]: PERCENTAGE_MODE_LABELS }),
  a: Type.Number({ minimum: -PERCENTAGE_OPERAND_LIMIT, maximum: PERCENTAGE_OPERAND_LIMIT, title: 'Primo valore' }),
  b: Type.Number({ minimum: -PERCENTAGE_OPERAND_LIMIT, maximum: PERCENTAGE_OPERAND_LIMIT, title: 'Secondo valore' }),
});
export type CalculatePercentageRequest = Static<typeof CalculatePercentageRequest>;

export const CalculatePercentageResponse = Type.Object({
  /** The answer: a percentage for `ratio` and `change`, an amount for `of` and `discount` (to the cent). */
  result: Type.Number(),
  /** The calculation written out, with Italian number formatting. */
  formula: Type.String(),
  /** `discount`: what the discount takes off, to the cent; `change`: the difference `b − a`. */
  difference: Type.Optional(Type.Number()),
});
export type CalculatePercentageResponse = Static<typeof CalculatePercentageResponse>;
