/** Ritenuta d'acconto on occasional self-employment (`POST /api/calculate-withholding`). */
import { Type, type Static } from 'typebox';
import { CHOICE_LABELS, StringEnum } from '../common.js';
import { WITHHOLDING_MODES, WITHHOLDING_MODE_LABELS } from '../enums.js';
import { AppliedRule } from './rules.js';

import { WITHHOLDING_FIELDS } from '../logic/bounds.js';

export { WITHHOLDING_AMOUNT_LIMIT } from '../logic/bounds.js';

/**
 * `amount` in euro (up to two decimals): the gross agreed when `mode` is `gross`, the net to receive when `net`.
 * `earlierThisYear`: the gross of the year's other occasional work, for the 5,000 € INPS threshold. `year` picks the
 * rules (2025 or 2026; the current year when absent).
 */
export const CalculateWithholdingRequest = Type.Object({
  amount: Type.Number({ ...WITHHOLDING_FIELDS.amount }),
  mode: StringEnum(WITHHOLDING_MODES, { title: WITHHOLDING_FIELDS.modeTitle, [CHOICE_LABELS]: WITHHOLDING_MODE_LABELS }),
  earlierThisYear: Type.Optional(Type.Number({ ...WITHHOLDING_FIELDS.earlierThisYear })),
  year: Type.Optional(Type.Integer({ ...WITHHOLDING_FIELDS.year })),
});
export type CalculateWithholdingRequest = Static<typeof CalculateWithholdingRequest>;

export const WithholdingStampDuty = Type.Object({
  /** True when the receipt's amount is over 77,47 €. */
  due: Type.Boolean(),
  amount: Type.Number(),
  /** Italian: who puts it on and who may pay it. */
  note: Type.String(),
});
export type WithholdingStampDuty = Static<typeof WithholdingStampDuty>;

/** Euro to the cent: `gross − withholding = net` exactly. */
export const CalculateWithholdingResponse = Type.Object({
  year: Type.Integer(),
  mode: StringEnum(WITHHOLDING_MODES),
  gross: Type.Number(),
  withholding: Type.Number(),
  /** Percent of the gross. */
  withholdingRate: Type.Number(),
  net: Type.Number(),
  stampDuty: WithholdingStampDuty,
  /** The year's occasional gross with this one, when `earlierThisYear` was given. */
  yearTotal: Type.Optional(Type.Number()),
  /** Italian notes: the INPS threshold passed, what the withholding is. */
  notes: Type.Array(Type.String()),
  rules: Type.Array(AppliedRule),
});
export type CalculateWithholdingResponse = Static<typeof CalculateWithholdingResponse>;
