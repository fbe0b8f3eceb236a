/** Units (`POST /api/convert-unit`). */
import { Type, type Static } from 'typebox';
import { CHOICE_LABELS, StringEnum } from '../common.js';
import { UNIT_QUANTITY_NAMES, UNIT_SYMBOLS } from '../enums.js';
import { UNIT_FIELDS, UNIT_QUANTITY_LABELS as QUANTITY_LABELS, UNIT_SYMBOL_LABELS as UNIT_LABELS } from '../logic/bounds.js';

export { UNIT_VALUE_LIMIT } from '../logic/bounds.js';

/** `from` and `to` by symbol, both units of `quantity`. */
export const ConvertUnitRequest = Type.Object({
  quantity: StringEnum(UNIT_QUANTITY_NAMES, { title: UNIT_FIELDS.quantityTitle, [CHOICE_LABELS]: QUANTITY_LABELS }),
  value: Type.Number({ ...UNIT_FIELDS.value }),
  from: StringEnum(UNIT_SYMBOLS, { title: UNIT_FIELDS.fromTitle, [CHOICE_LABELS]: UNIT_LABELS }),
  to: StringEnum(UNIT_SYMBOLS, { title: UNIT_FIELDS.toTitle, [CHOICE_LABELS]: UNIT_LABELS }),
});
export type ConvertUnitRequest = Static<typeof ConvertUnitRequest>;

export const UnitOfAnswer = Type.Object({ symbol: Type.String(), name: Type.String() });

/**
 * `result`: `value` in `from` expressed in `to`; `reverse`: the same `value` read in `to` and expressed in `from`
 * (both directions at once; absent for a temperature that would be below absolute zero). Both to 12 significant digits; `formula` says it in Italian.
 */
export const ConvertUnitResponse = Type.Object({
  result: Type.Number(),
  reverse: Type.Optional(Type.Number()),
  from: UnitOfAnswer,
  to: UnitOfAnswer,
  formula: Type.String(),
});
export type ConvertUnitResponse = Static<typeof ConvertUnitResponse>;
