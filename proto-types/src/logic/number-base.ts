/**
 * Number bases, exact at any length with BigInt: one module for the tools service
 * (`POST /api/convert-number`) and the page, which converts as the visitor types with no round trip.
 * Pure and free of schema code, so the frontend bundles it as it bundles `enums.ts`.
 */
import { TWOS_COMPLEMENT_WIDTHS } from '../enums.js';
import type { NumberConversionResponse } from '../tools/number.js';

/** A number that cannot be read in its base; the message is the Italian sentence a person reads. */
export class NumberInputError extends Error {
  override name = 'NumberInputError';
}

const EMPTY_NUMBER_MESSAGE = 'Il numero è vuoto: inserisci un numero da convertire';
const NO_DIGITS_MESSAGE = 'Il numero non contiene cifre da convertire';
const MISPLACED_SEPARATOR_MESSAGE = 'Il numero ha un separatore fuori posto: spazi e trattini bassi vanno solo tra una cifra e l’altra';

const NAMED_BASES: Record<number, string> = {
  2: 'Binario',
  8: 'Ottale',
  10: 'Decimale',
  16: 'Esadecimale',
};

export function baseName(base: number): string {
  return NAMED_BASES[base] ?? `Base ${base}`;
}

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';

/** The value of one digit (letters in any case), or -1 when it is not a digit of `base`. */
function digitValue(character: string, base: number): number {
  const value = DIGITS.indexOf(character.toLowerCase());
  return value >= 0 && value < base ? value : -1;
}

function digitHint(base: number): string {
  if (base === 2) return 'solo le cifre 0 e 1';
  if (base <= 10) return `solo le cifre da 0 a ${base - 1}`;
  return `solo le cifre da 0 a 9 e le lettere da A a ${DIGITS[base - 1]!.toUpperCase()}`;
}

const LITERAL_PREFIX: Record<number, string> = { 2: '0b', 8: '0o', 16: '0x' };
const BASE_OF_PREFIX: Record<string, number> = { '0b': 2, '0o': 8, '0x': 16 };

/** Spaces or underscores between digits group them for reading (`1111 0000`, `1_000_000`). */
const SEPARATOR = /^[ _]$/;

function invalidCharacter(character: string, base: number, text: string): Error {
  const prefix = text.replace(/^-/, '').slice(0, 2).toLowerCase();
  const prefixBase = BASE_OF_PREFIX[prefix];
  if (prefixBase !== undefined && prefixBase !== base) {
    return new NumberInputError(
      `Il numero inizia con ${prefix}, che indica la base ${prefixBase} (${baseName(prefixBase)}): ` +
        `scegli ${prefixBase} come base di partenza oppure togli il prefisso`,
    );
  }
  return new NumberInputError(
    `Il numero contiene «${character}», che non è una cifra valida in base ${base} ` +
      `(${baseName(base)}): usa ${digitHint(base)}`,
  );
}

/** The digits of `body` without separators, or an error naming the first character that does not belong. */
function digitsOf(body: string, base: number, text: string): string {
  let digits = '';
  let lastWasSeparator = false;
  for (const character of body) {
    lastWasSeparator = SEPARATOR.test(character);
    if (lastWasSeparator && digits === '') throw new NumberInputError(MISPLACED_SEPARATOR_MESSAGE);
    if (lastWasSeparator) continue;
    if (digitValue(character, base) < 0) throw invalidCharacter(character, base, text);
    digits += character;
  }
  if (lastWasSeparator) throw new NumberInputError(MISPLACED_SEPARATOR_MESSAGE);
  if (digits === '') throw new NumberInputError(NO_DIGITS_MESSAGE);
  return digits;
}

/** Digits already checked against `base`; BigInt reads bases 2, 8, 10 and 16 itself. */
function valueOfDigits(digits: string, base: number): bigint {
  if (base === 10) return BigInt(digits);
  if (LITERAL_PREFIX[base]) return BigInt(`${LITERAL_PREFIX[base]}${digits}`);
  const radix = BigInt(base);
  let value = 0n;
  for (const character of digits) value = value * radix + BigInt(digitValue(character, base));
  return value;
}

/**
 * Reads `text` in `base` (2 to 36): an optional minus sign, an optional 0b/0o/0x prefix matching
 * the base, digits (letters in any case) with optional spaces or underscores between them. Exact
 * at any length.
 */
export function parseInBase(text: string, base: number): bigint {
  const trimmed = text.trim();
  if (trimmed === '') throw new NumberInputError(EMPTY_NUMBER_MESSAGE);
  const negative = trimmed.startsWith('-');
  let body = negative ? trimmed.slice(1) : trimmed;
  const prefix = LITERAL_PREFIX[base];
  if (prefix && body.toLowerCase().startsWith(prefix)) body = body.slice(prefix.length);
  const value = valueOfDigits(digitsOf(body, base, trimmed), base);
  return negative ? -value : value;
}

/** Letters upper case, as a base above 10 is usually written. */
export function formatInBase(value: bigint, base: number): string {
  const text = value.toString(base);
  return base > 10 ? text.toUpperCase() : text;
}

/** The bit pattern of `value` at each width that holds it as a signed integer, narrowest first. */
export function twosComplement(value: bigint): NumberConversionResponse['twosComplement'] {
  return TWOS_COMPLEMENT_WIDTHS.filter((bits) => {
    const half = 1n << BigInt(bits - 1);
    return value >= -half && value < half;
  }).map((bits) => {
    const pattern = BigInt.asUintN(bits, value);
    return { bits, binary: pattern.toString(2).padStart(bits, '0'), hex: pattern.toString(16).toUpperCase().padStart(bits / 4, '0') };
  });
}

/** Bits needed to write |value| in binary; zero still takes one bit. */
export function bitCount(value: bigint): number {
  const magnitude = value < 0n ? -value : value;
  return magnitude === 0n ? 1 : magnitude.toString(2).length;
}

/** The exponent when |value| is a power of two (the README's «of |n|»: −4096 is 2^12 in magnitude), else null. */
function powerOfTwoExponent(value: bigint): number | null {
  const magnitude = value < 0n ? -value : value;
  if (magnitude === 0n || (magnitude & (magnitude - 1n)) !== 0n) return null;
  return magnitude.toString(2).length - 1;
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
 * thousands of billions (13 digits), then "Ordine di grandezza 10ⁿ" with n = digits − 1 in superscript digits.
 */
export function magnitudeOf(value: bigint): string {
  const magnitude = value < 0n ? -value : value;
  if (magnitude === 0n) return 'Zero';
  const digits = magnitude.toString().length;
  const named = MAGNITUDES.find(([count]) => count === digits);
  return named ? named[1] : `Ordine di grandezza 10${superscript(digits - 1)}`;
}

const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** 22 → «²²»: an exponent as Italians read it in print, not as «^22». */
export function superscript(value: number): string {
  return String(value).replace(/\d/g, (digit) => SUPERSCRIPT_DIGITS[Number(digit)]!);
}

/** The whole conversion of `number` from `fromBase` to `toBase`; throws `NumberInputError` when it cannot be read. */
export function convertNumber(number: string, fromBase: number, toBase: number): NumberConversionResponse {
  const value = parseInBase(number, fromBase);
  const exponent = powerOfTwoExponent(value);
  return {
    original: { number: number.trim(), baseName: baseName(fromBase) },
    converted: { number: formatInBase(value, toBase), baseName: baseName(toBase) },
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
    twosComplement: twosComplement(value),
  };
}

/** The conversion, or the sentence that says what is wrong with the number: for callers that show it rather than throw it. */
export function convertNumberOrError(number: string, fromBase: number, toBase: number): { conversion: NumberConversionResponse } | { error: string } {
  try {
    return { conversion: convertNumber(number, fromBase, toBase) };
  } catch (error) {
    if (error instanceof NumberInputError) return { error: error.message };
    throw error;
  }
}
