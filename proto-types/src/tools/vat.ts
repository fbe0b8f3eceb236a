/** VAT (`POST /api/calculate-vat`). */
import { Type, type Static } from 'typebox';
import { CHOICE_LABELS, StringEnum } from '../common.js';
import { VAT_MODES, VAT_MODE_LABELS } from '../enums.js';

/** The largest amount accepted, in euro: a billion, still exact to the cent. */
export const VAT_AMOUNT_LIMIT = 1e9;

/**
 * `add`: `amount` is the net (imponibile) and VAT is added; `remove`: `amount` is the gross (ivato) and VAT is
 * taken out of it (scorporo). `rate` in percent, up to two decimals; `amount` in euro, up to two decimals.
 */
export const CalculateVatRequest = Type.Object({
  amount: Type.Number({ minimum: 0, maximum: VAT_AMOUNT_LIMIT, title: 'Importo (€)' }),
  rate: Type.Number({ minimum: 0, maximum: 100, title: 'Aliquota IVA (%)' }),
  mode: StringEnum(VAT_MODES, { title: 'Calcolo', [CHOICE_LABELS]: VAT_MODE_LABELS }),
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
