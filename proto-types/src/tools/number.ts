/** Number bases (`POST /api/convert-number`). */
import { Type, type Static } from 'typebox';
import { MAX_BASE, MIN_BASE } from '../enums.js';

/** Any base from 2 to 36; 2, 8, 10 and 16 have their Italian names. */
export const NumberBaseValue = Type.Integer({ minimum: MIN_BASE, maximum: MAX_BASE });
const base = (title: string) => Type.Integer({ minimum: MIN_BASE, maximum: MAX_BASE, title });

export const NumberConversionRequest = Type.Object({
  number: Type.String({ minLength: 1, maxLength: 1024, title: 'Numero da convertire' }),
  fromBase: base('Dalla base'),
  toBase: base('Alla base'),
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
  /**
   * The number in two's complement at each width of 8, 16, 32 and 64 bits that can hold it
   * (from −2^(n−1) to 2^(n−1) − 1), narrowest first; empty when none can.
   */
  twosComplement: Type.Array(Type.Object({ bits: Type.Integer(), binary: Type.String(), hex: Type.String() })),
});
export type NumberConversionResponse = Static<typeof NumberConversionResponse>;
