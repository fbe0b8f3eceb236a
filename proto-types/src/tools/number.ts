/** Number bases (`POST /api/convert-number`). */
import { Type, type Static } from 'typebox';
import { NUMBER_BASES } from '../enums.js';

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
