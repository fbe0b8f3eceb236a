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

export const QrRequest = Type.Object({
  text: Type.String({ minLength: 1, maxLength: 2000 }),
  size: Type.Integer({ minimum: 100, maximum: 1000 }),
  color: HexColor,
  backgroundColor: HexColor,
  errorCorrectionLevel: StringEnum(QR_LEVELS),
});
export type QrRequest = Static<typeof QrRequest>;

export const QrResponse = Type.Object({
  /** A `data:image/png;base64,…` URL, usable directly as an image source. */
  qrCode: Type.String(),
  text: Type.String(),
  size: Type.Integer(),
  errorCorrectionLevel: StringEnum(QR_LEVELS),
  /** A same-origin URL that answers the PNG as a download. */
  downloadUrl: Type.String(),
});
export type QrResponse = Static<typeof QrResponse>;

/** Query of the PNG download behind `downloadUrl`. */
export const QrDownloadQuery = QrRequest;
export type QrDownloadQuery = Static<typeof QrDownloadQuery>;

export const NumberBaseValue = Type.Unsafe<(typeof NUMBER_BASES)[number]>({
  type: 'integer',
  enum: [...NUMBER_BASES],
});

export const NumberConversionRequest = Type.Object({
  number: Type.String({ minLength: 1, maxLength: 256 }),
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
