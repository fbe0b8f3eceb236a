import type { NumberBase, NumberConversionResponse } from '@orbita/proto-types';
import { InvalidNumberInputError } from '../errors.js';

export const BASE_NAMES: Record<NumberBase, string> = {
  2: 'Binario',
  8: 'Ottale',
  10: 'Decimale',
  16: 'Esadecimale',
};

const DIGIT: Record<NumberBase, RegExp> = {
  2: /^[01]$/,
  8: /^[0-7]$/,
  10: /^[0-9]$/,
  16: /^[0-9a-f]$/i,
};

const DIGIT_HINT: Record<NumberBase, string> = {
  2: 'solo le cifre 0 e 1',
  8: 'solo le cifre da 0 a 7',
  10: 'solo le cifre da 0 a 9',
  16: 'solo le cifre da 0 a 9 e le lettere da A a F',
};

const LITERAL_PREFIX: Record<NumberBase, string> = { 2: '0b', 8: '0o', 10: '', 16: '0x' };
const BASE_OF_PREFIX: Record<string, NumberBase> = { '0b': 2, '0o': 8, '0x': 16 };

/** Spaces or underscores between digits group them for reading (`1111 0000`, `1_000_000`). */
const SEPARATOR = /^[ _]$/;

function invalidCharacter(character: string, base: NumberBase, text: string): Error {
  const prefix = text.replace(/^-/, '').slice(0, 2).toLowerCase();
  const prefixBase = BASE_OF_PREFIX[prefix];
  if (prefixBase !== undefined && prefixBase !== base) {
    return new InvalidNumberInputError(
      `Il campo «number» inizia con ${prefix}, che indica la base ${prefixBase} (${BASE_NAMES[prefixBase]}): ` +
        `scegli ${prefixBase} come base di partenza oppure togli il prefisso`,
    );
  }
  return new InvalidNumberInputError(
    `Il campo «number» contiene «${character}», che non è una cifra valida in base ${base} ` +
      `(${BASE_NAMES[base]}): usa ${DIGIT_HINT[base]}`,
  );
}

const MISPLACED_SEPARATOR =
  'Il campo «number» ha un separatore fuori posto: spazi e trattini bassi vanno solo tra una cifra e l’altra';

/** The digits of `body` without separators, or an error naming the first character that does not belong. */
function digitsOf(body: string, base: NumberBase, text: string): string {
  let digits = '';
  let lastWasSeparator = false;
  for (const character of body) {
    lastWasSeparator = SEPARATOR.test(character);
    if (lastWasSeparator && digits === '') throw new InvalidNumberInputError(MISPLACED_SEPARATOR);
    if (lastWasSeparator) continue;
    if (!DIGIT[base].test(character)) throw invalidCharacter(character, base, text);
    digits += character;
  }
  if (lastWasSeparator) throw new InvalidNumberInputError(MISPLACED_SEPARATOR);
  if (digits === '') throw new InvalidNumberInputError('Il campo «number» non contiene cifre da convertire');
  return digits;
}

/**
 * Reads `text` in `base`: an optional minus sign, an optional 0b/0o/0x prefix matching the base,
 * digits (any case for hex) with optional spaces or underscores between them. Exact at any length.
 */
export function parseInBase(text: string, base: NumberBase): bigint {
  const trimmed = text.trim();
  if (trimmed === '') throw new InvalidNumberInputError('Il campo «number» è vuoto: inserisci un numero da convertire');
  const negative = trimmed.startsWith('-');
  let body = negative ? trimmed.slice(1) : trimmed;
  const prefix = LITERAL_PREFIX[base];
  if (prefix && body.toLowerCase().startsWith(prefix)) body = body.slice(prefix.length);
  const digits = digitsOf(body, base, trimmed);
  const value = BigInt(`${prefix}${digits}`);
  return negative ? -value : value;
}

export function formatInBase(value: bigint, base: NumberBase): string {
  const text = value.toString(base);
  return base === 16 ? text.toUpperCase() : text;
}

/** Bits needed to write |value| in binary; zero still takes one bit. */
export function bitCount(value: bigint): number {
  const magnitude = value < 0n ? -value : value;
  return magnitude === 0n ? 1 : magnitude.toString(2).length;
}

function powerOfTwoExponent(value: bigint): number | null {
  if (value <= 0n || (value & (value - 1n)) !== 0n) return null;
  return value.toString(2).length - 1;
}

const MAGNITUDES: Array<[number, string]> = [
  [1, 'Unità'],
  [2, 'Decine'],
  [3, 'Centinaia'],
  [4, 'Migliaia'],
  [5, 'Decine di migliaia'],
  [6, 'Centinaia di migliaia'],
  [7, 'Milioni'],
  [8, 'Decine di milioni'],
  [9, 'Centinaia di milioni'],
  [10, 'Miliardi'],
  [11, 'Decine di miliardi'],
  [12, 'Centinaia di miliardi'],
  [13, 'Migliaia di miliardi'],
];

/**
 * The order of magnitude of |value| from its count of decimal digits: Italian words up to
 * thousands of billions (13 digits), then "Ordine di grandezza 10^n" with n = digits − 1.
 */
export function magnitudeOf(value: bigint): string {
  const magnitude = value < 0n ? -value : value;
  if (magnitude === 0n) return 'Zero';
  const digits = magnitude.toString().length;
  const named = MAGNITUDES.find(([count]) => count === digits);
  return named ? named[1] : `Ordine di grandezza 10^${digits - 1}`;
}

export function convertNumber(number: string, fromBase: NumberBase, toBase: NumberBase): NumberConversionResponse {
  const value = parseInBase(number, fromBase);
  const exponent = powerOfTwoExponent(value);
  return {
    original: { number: number.trim(), baseName: BASE_NAMES[fromBase] },
    converted: { number: formatInBase(value, toBase), baseName: BASE_NAMES[toBase] },
    allBases: {
      binary: formatInBase(value, 2),
      octal: formatInBase(value, 8),
      decimal: formatInBase(value, 10),
      hex: formatInBase(value, 16),
    },
    decimal: value.toString(10),
    info: {
      bitCount: bitCount(value),
      isEven: value % 2n === 0n,
      magnitude: magnitudeOf(value),
      isPowerOf2: exponent !== null,
      isPowerOf8: exponent !== null && exponent % 3 === 0,
      isPowerOf16: exponent !== null && exponent % 4 === 0,
    },
  };
}
