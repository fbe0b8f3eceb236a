import { Type, type Static } from 'typebox';
import { StringEnum } from './common.js';
import {
  ACTIVITY_LEVELS,
  CURRENCIES,
  GENDERS,
  GOALS,
  NUMBER_BASES,
  PALETTE_TYPES,
  QR_LEVELS,
} from './enums.js';

export const CalorieRequest = Type.Object({
  age: Type.Integer({ minimum: 15, maximum: 100 }),
  gender: StringEnum(GENDERS),
  weight: Type.Number({ minimum: 30, maximum: 300 }),
  height: Type.Number({ minimum: 120, maximum: 250 }),
  activityLevel: StringEnum(ACTIVITY_LEVELS),
  goal: StringEnum(GOALS),
});
export type CalorieRequest = Static<typeof CalorieRequest>;

export const Macronutrients = Type.Object({
  protein: Type.Number(),
  carbs: Type.Number(),
  fat: Type.Number(),
});
export type Macronutrients = Static<typeof Macronutrients>;

export const CalorieResponse = Type.Object({
  targetCalories: Type.Number(),
  bmr: Type.Number(),
  tdee: Type.Number(),
  macronutrients: Macronutrients,
  recommendation: Type.String(),
});
export type CalorieResponse = Static<typeof CalorieResponse>;

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

export const PaletteRequest = Type.Object({
  baseColor: Type.String({ pattern: '^#?[0-9a-fA-F]{6}$' }),
  paletteType: StringEnum(PALETTE_TYPES),
  count: Type.Integer({ minimum: 3, maximum: 10 }),
});
export type PaletteRequest = Static<typeof PaletteRequest>;

export const Rgb = Type.Object({ r: Type.Integer(), g: Type.Integer(), b: Type.Integer() });
export type Rgb = Static<typeof Rgb>;
export const Hsl = Type.Object({ h: Type.Number(), s: Type.Number(), l: Type.Number() });
export type Hsl = Static<typeof Hsl>;

export const PaletteColor = Type.Object({
  name: Type.String(),
  hex: Type.String(),
  rgb: Rgb,
  hsl: Hsl,
});
export type PaletteColor = Static<typeof PaletteColor>;

export const PaletteResponse = Type.Object({
  baseColor: Type.String(),
  paletteType: StringEnum(PALETTE_TYPES),
  count: Type.Integer(),
  colors: Type.Array(PaletteColor),
});
export type PaletteResponse = Static<typeof PaletteResponse>;

export const HexColor = Type.String({ pattern: '^#[0-9a-fA-F]{6}$' });

/** A colour of six hex digits, `#` optional (a picker gives `#1E40AF`; a hand-written URL, `1E40AF`). */
export const QrColor = Type.String({ pattern: '^#?[0-9a-fA-F]{6}$' });

/**
 * The longest text any QR Code holds is 7089 digits (level L); how much of other text fits
 * depends on the level and the characters, which the service checks.
 */
export const QR_TEXT_MAX_LENGTH = 7089;

export const QrRequest = Type.Object({
  text: Type.String({ minLength: 1, maxLength: QR_TEXT_MAX_LENGTH }),
  size: Type.Integer({ minimum: 100, maximum: 1000 }),
  color: QrColor,
  backgroundColor: QrColor,
  errorCorrectionLevel: StringEnum(QR_LEVELS),
});
export type QrRequest = Static<typeof QrRequest>;

export const QrResponse = Type.Object({
  /** A `data:image/png;base64,…` URL, usable directly as an image source. */
  qrCode: Type.String(),
  text: Type.String(),
  size: Type.Integer(),
  errorCorrectionLevel: StringEnum(QR_LEVELS),
  /**
   * A same-origin path (`/api/generate-qr/download?…`) that regenerates the same PNG from its query
   * and answers it as a download; add `format=svg` for a vector file. Nothing is stored.
   */
  downloadUrl: Type.String(),
});
export type QrResponse = Static<typeof QrResponse>;

export const QR_DOWNLOAD_FORMATS = ['png', 'svg'] as const;
export type QrDownloadFormat = (typeof QR_DOWNLOAD_FORMATS)[number];

/** Query of the download behind `downloadUrl`: the request's fields, and `format` (PNG unless `svg`). */
export const QrDownloadQuery = Type.Object({
  ...QrRequest.properties,
  format: Type.Optional(StringEnum(QR_DOWNLOAD_FORMATS)),
});
export type QrDownloadQuery = Static<typeof QrDownloadQuery>;

export const NumberBaseValue = Type.Unsafe<(typeof NUMBER_BASES)[number]>({
  type: 'integer',
  enum: [...NUMBER_BASES],
});

export const NumberConversionRequest = Type.Object({
  number: Type.String({ minLength: 1, maxLength: 1024 }),
  fromBase: NumberBaseValue,
  toBase: NumberBaseValue,
});
export type NumberConversionRequest = Static<typeof NumberConversionRequest>;

export const NumberInBase = Type.Object({ number: Type.String(), baseName: Type.String() });
export type NumberInBase = Static<typeof NumberInBase>;

export const NumberConversionResponse = Type.Object({
  original: NumberInBase,
  converted: NumberInBase,
  allBases: Type.Object({
    binary: Type.String(),
    octal: Type.String(),
    decimal: Type.String(),
    hex: Type.String(),
  }),
  /** The value in base 10, as a string because it may exceed 2^53. */
  decimal: Type.String(),
  info: Type.Object({
    bitCount: Type.Integer(),
    isEven: Type.Boolean(),
    magnitude: Type.String(),
    isPowerOf2: Type.Boolean(),
    isPowerOf8: Type.Boolean(),
    isPowerOf16: Type.Boolean(),
  }),
});
export type NumberConversionResponse = Static<typeof NumberConversionResponse>;
