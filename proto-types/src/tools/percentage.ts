/** Percentages (`POST /api/calculate-percentage`). */
import { Type, type Static } from 'typebox';
import { CHOICE_LABELS, StringEnum } from '../common.js';
import { PERCENTAGE_MODES, PERCENTAGE_MODE_LABELS } from '../enums.js';

import { CHOICE_TITLES, PERCENTAGE_FIELDS } from '../logic/bounds.js';

export { PERCENTAGE_OPERAND_LIMIT } from '../logic/bounds.js';

/**
 * `of`: `a` % of `b`; `ratio`: `a` as a percentage of `b`; `change`: the change from `a` to `b`, in percent;
 * `discount`: the price `a` after a discount of `b` %.
 */
export const CalculatePercentageRequest = Type.Object({
  mode: StringEnum(PERCENTAGE_MODES, { title: CHOICE_TITLES.percentageMode, [CHOICE_LABELS]: PERCENTAGE_MODE_LABELS }),
  a: Type.Number({ ...PERCENTAGE_FIELDS.a }),
  b: Type.Number({ ...PERCENTAGE_FIELDS.b }),
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
