/**
 * Number bases computed in the page: exact with BigInt and instant, so a keystroke needs no round
 * trip. The same rules and words as the service's `services/tools/src/number/number-base.ts`
 * (`number-base.agreement.test.ts` checks that both give the same answer on many inputs).
 */
import type { NumberConversionResponse } from '@orbita/proto-types';
import { TWOS_COMPLEMENT_WIDTHS } from '@orbita/proto-types/enums';

const NAMED_BASES: Record<number, string> = { 2: 'Binario', 8: 'Ottale', 10: 'Decimale', 16: 'Esadecimale' };

export function baseName(base: number): string {
  return NAMED_BASES[base] ?? `Base ${base}`;
}

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';
const LITERAL_PREFIX: Record<number, string> = { 2: '0b', 8: '0o', 16: '0x' };
const BASE_OF_PREFIX: Record<string, number> = { '0b': 2, '0o': 8, '0x': 16 };
const SEPARATOR = /^[ _]$/;

/** Thrown (and caught by `convertInPage`) with the sentence the page shows. */
class NumberInputError extends Error {}

export const EMPTY_NUMBER_MESSAGE = 'Il numero è vuoto: inserisci un numero da convertire';
export const NO_DIGITS_MESSAGE = 'Il numero non contiene cifre da convertire';
export const MISPLACED_SEPARATOR_MESSAGE = 'Il numero ha un separatore fuori posto: spazi e trattini bassi vanno solo tra una cifra e l’altra';

function digitValue(character: string, base: number): number {
  const value = DIGITS.indexOf(character.toLowerCase());
  return value >= 0 && value < base ? value : -1;
}

function digitHint(base: number): string {
  if (base === 2) return 'solo le cifre 0 e 1';
  if (base <= 10) return `solo le cifre da 0 a ${base - 1}`;
  return `solo le cifre da 0 a 9 e le lettere da A a ${DIGITS[base - 1]!.toUpperCase()}`;
}

function invalidCharacter(character: string, base: number, text: string): Error {
  const prefix = text.replace(/^-/, '').slice(0, 2).toLowerCase();
  const prefixBase = BASE_OF_PREFIX[prefix];
  if (prefixBase !== undefined && prefixBase !== base) {
    return new NumberInputError(
      `Il numero inizia con ${prefix}, che indica la base ${prefixBase} (${baseName(prefixBase)}): scegli ${prefixBase} come base di partenza oppure togli il prefisso`,
    );
  }
  return new NumberInputError(`Il numero contiene «${character}», che non è una cifra valida in base ${base} (${baseName(base)}): usa ${digitHint(base)}`);
}

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

function valueOfDigits(digits: string, base: number): bigint {
  if (base === 10) return BigInt(digits);
  if (LITERAL_PREFIX[base]) return BigInt(`${LITERAL_PREFIX[base]}${digits}`);
  const radix = BigInt(base);
  let value = 0n;
  for (const character of digits) value = value * radix + BigInt(digitValue(character, base));
  return value;
}

/** Reads `text` in `base`: optional minus, optional 0b/0o/0x matching the base, digits with optional spaces or underscores between them. */
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

export function formatInBase(value: bigint, base: number): string {
  const text = value.toString(base);
  return base > 10 ? text.toUpperCase() : text;
}

function twosComplement(value: bigint): NumberConversionResponse['twosComplement'] {
  return TWOS_COMPLEMENT_WIDTHS.filter((bits) => {
    const half = 1n << BigInt(bits - 1);
    return value >= -half && value < half;
  }).map((bits) => {
    const pattern = BigInt.asUintN(bits, value);
    return { bits, binary: pattern.toString(2).padStart(bits, '0'), hex: pattern.toString(16).toUpperCase().padStart(bits / 4, '0') };
  });
}

const abs = (value: bigint) => (value < 0n ? -value : value);

function powerOfTwoExponent(value: bigint): number | null {
  const magnitude = abs(value);
  if (magnitude === 0n || (magnitude & (magnitude - 1n)) !== 0n) return null;
  return magnitude.toString(2).length - 1;
}

const MAGNITUDES = [
  'Unità',
  'Decine',
  'Centinaia',
  'Migliaia',
  'Decine di migliaia',
  'Centinaia di migliaia',
  'Milioni',
  'Decine di milioni',
  'Centinaia di milioni',
  'Miliardi',
  'Decine di miliardi',
  'Centinaia di miliardi',
  'Migliaia di miliardi',
];

function magnitudeOf(value: bigint): string {
  if (value === 0n) return 'Zero';
  const digits = abs(value).toString().length;
  return MAGNITUDES[digits - 1] ?? `Ordine di grandezza 10^${digits - 1}`;
}

function conversionOf(number: string, value: bigint, fromBase: number, toBase: number): NumberConversionResponse {
  const exponent = powerOfTwoExponent(value);
  return {
    original: { number: number.trim(), baseName: baseName(fromBase) },
    converted: { number: formatInBase(value, toBase), baseName: baseName(toBase) },
    allBases: { binary: formatInBase(value, 2), octal: formatInBase(value, 8), decimal: formatInBase(value, 10), hex: formatInBase(value, 16) },
    decimal: value.toString(10),
    info: {
      bitCount: abs(value) === 0n ? 1 : abs(value).toString(2).length,
      isEven: value % 2n === 0n,
      magnitude: magnitudeOf(value),
      isPowerOf2: exponent !== null,
      isPowerOf8: exponent !== null && exponent % 3 === 0,
      isPowerOf16: exponent !== null && exponent % 4 === 0,
    },
    twosComplement: twosComplement(value),
  };
}

/** The whole answer the service would give, or the sentence that says what is wrong with the number. */
export function convertInPage(number: string, fromBase: number, toBase: number): { conversion: NumberConversionResponse } | { error: string } {
  try {
    return { conversion: conversionOf(number, parseInBase(number, fromBase), fromBase, toBase) };
  } catch (error) {
    if (error instanceof NumberInputError) return { error: error.message };
    throw error;
  }
}
