/** Units (`POST /api/convert-unit`). */
import { Type, type Static } from 'typebox';
import { CHOICE_LABELS, StringEnum } from '../common.js';
import { UNIT_QUANTITIES, UNIT_QUANTITY_NAMES, UNIT_SYMBOLS } from '../enums.js';

export const UNIT_VALUE_LIMIT = 1e15;

/** Each quantity and unit as the page's menus name them: «Lunghezza», «chilometri (km)», «gradi Celsius (°C)». */
const QUANTITY_LABELS = Object.fromEntries(UNIT_QUANTITY_NAMES.map((quantity) => [quantity, UNIT_QUANTITIES[quantity].name]));
const UNIT_LABELS = Object.fromEntries(
  UNIT_QUANTITY_NAMES.flatMap((quantity) =>
    Object.entries(UNIT_QUANTITIES[quantity].units).map(([symbol, name]) => [symbol, `${name} (${symbol === 'C' || symbol === 'F' ? `°${symbol}` : symbol})`]),
  ),
);

/** `from` and `to` by symbol, both units of `quantity`. */
export const ConvertUnitRequest = Type.Object({
  quantity: StringEnum(UNIT_QUANTITY_NAMES, { title: 'Grandezza', [CHOICE_LABELS]: QUANTITY_LABELS }),
  value: Type.Number({ minimum: -UNIT_VALUE_LIMIT, maximum: UNIT_VALUE_LIMIT, title: 'Valore' }),
  from: StringEnum(UNIT_SYMBOLS, { title: 'Da', [CHOICE_LABELS]: UNIT_LABELS }),
  to: StringEnum(UNIT_SYMBOLS, { title: 'A', [CHOICE_LABELS]: UNIT_LABELS }),
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
