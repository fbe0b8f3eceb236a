/** Currency conversion (`POST /api/convert-currency`, `GET /api/currencies`, `GET /api/currency-history`). */
import { Type, type Static } from 'typebox';
import { StringEnum } from '../common.js';
import { CURRENCIES } from '../enums.js';

export const CurrencyCode = StringEnum(CURRENCIES);
const currency = (title: string) => StringEnum(CURRENCIES, { title });

export const CurrencyRequest = Type.Object({
  amount: Type.Number({ exclusiveMinimum: 0, maximum: 1e12, title: 'Importo' }),
  from: currency('Da'),
  to: currency('A'),
});
export type CurrencyRequest = Static<typeof CurrencyRequest>;

export const CurrencyResponse = Type.Object({
  convertedAmount: Type.Number(),
  rate: Type.Number(),
  /** Day the reference rates were published, YYYY-MM-DD. */
  date: Type.String(),
  /** Who published the rates, for attribution on the page. */
  source: Type.String(),
  /**
   * The day's reference rates of the pair (units of `from`, and of `to`, one euro buys): with them the page
   * converts another amount of the same pair itself, exactly as the service would (`logic/currency-conversion.ts`).
   */
  fromPerEuro: Type.Number(),
  toPerEuro: Type.Number(),
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

/** The ECB's history feed covers about 90 calendar days. */
export const MAX_HISTORY_DAYS = 90;

export const CurrencyHistoryQuery = Type.Object({
  from: currency('Da'),
  to: currency('A'),
  /** Calendar days back from the newest rates, that day included. */
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_HISTORY_DAYS, default: MAX_HISTORY_DAYS, title: 'Periodo' })),
});
export type CurrencyHistoryQuery = Static<typeof CurrencyHistoryQuery>;

export const RatePoint = Type.Object({ date: Type.String(), rate: Type.Number() });
export type RatePoint = Static<typeof RatePoint>;

export const CurrencyHistoryResponse = Type.Object({
  from: CurrencyCode,
  to: CurrencyCode,
  source: Type.String(),
  /** 1 `from` in `to`, one point a working day the ECB published, oldest first. */
  points: Type.Array(RatePoint),
});
export type CurrencyHistoryResponse = Static<typeof CurrencyHistoryResponse>;
