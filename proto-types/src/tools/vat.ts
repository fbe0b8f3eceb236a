/** VAT (`POST /api/calculate-vat`). */
import { Type, type Static } from 'typebox';
import { CHOICE_LABELS, StringEnum } from '../common.js';
import { VAT_MODES, VAT_MODE_LABELS } from '../enums.js';

import { CHOICE_TITLES, VAT_FIELDS } from '../logic/bounds.js';

export { VAT_AMOUNT_LIMIT } from '../logic/bounds.js';

/**
 * `add`: `amount` is the net (imponibile) and VAT is added; `remove`: `amount` is the gross (ivato) and VAT is
 * taken out of it (scorporo). `rate` in percent, up to two decimals; `amount` in euro, up to two decimals.
 */
export const CalculateVatRequest = Type.Object({
  amount: Type.Number({ ...VAT_FIELDS.amount }),
  rate: Type.Number({ ...VAT_FIELDS.rate }),
  mode: StringEnum(VAT_MODES, { title: CHOICE_TITLES.vatMode, [CHOICE_LABELS]: VAT_MODE_LABELS }),
});
export type CalculateVatRequest = Static<typeof CalculateVatRequest>;

/** Euro to the cent: `net + vat = gross` exactly. */
export const CalculateVatResponse = Type.Object({
  net: Type.Number(),
  vat: Type.Number(),
  gross: Type.Number(),
  rate: Type.Number(),
});
export type CalculateVatResponse = Static<typeof CalculateVatResponse>;
