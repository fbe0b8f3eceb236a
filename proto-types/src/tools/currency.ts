/** Currency conversion (`POST /api/convert-currency`, `GET /api/currencies`). */
import { Type, type Static } from 'typebox';
import { StringEnum } from '../common.js';
import { CURRENCIES } from '../enums.js';

export const CurrencyCode = StringEnum(CURRENCIES);

export const CurrencyRequest = Type.Object({
  amount: Type.Number({ exclusiveMinimum: 0, maximum: 1e12 }),
  from: CurrencyCode,
  to: CurrencyCode,
});
export type CurrencyRequest = Static<typeof CurrencyRequest>;

export const CurrencyResponse = Type.Object({
  convertedAmount: Type.Number(),
  rate: Type.Number(),
  /** Day the reference rates were published, YYYY-MM-DD. */
  date: Type.String(),
  /** Who published the rates, for attribution on the page. */
  source: Type.String(),
});
export type CurrencyResponse = Static<typeof CurrencyResponse>;

export const CurrencyInfo = Type.Object({ code: CurrencyCode, name: Type.String() });
export type CurrencyInfo = Static<typeof CurrencyInfo>;

export const CurrenciesResponse = Type.Object({
  currencies: Type.Array(CurrencyInfo),
  date: Type.String(),
  source: Type.String(),
});
export type CurrenciesResponse = Static<typeof CurrenciesResponse>;
