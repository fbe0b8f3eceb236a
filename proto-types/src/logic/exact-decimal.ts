/**
 * Exact decimal arithmetic on fractions of BigInts, for figures that must round as written decimals do: a
 * conversion that ends on an exact half rounds up (24.318,5215875 → 24.318,521588), where a double, which holds
 * neither operand exactly, may land on either side. A number is read as the decimal it prints as («1.76» is 176/100,
 * not the double nearest to it). Products and quotients stay exact; only `toPlaces` and `toSignificant` round, once,
 * halves away from zero. A few BigInt operations: no decimal library is needed, nor would one with a fixed precision
 * be exact for a quotient.
 */

/** numerator / denominator, denominator > 0. */
export interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

const DECIMAL = /^([+-])?(\d+)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

const ten = (power: number): bigint => 10n ** BigInt(power);
const abs = (value: bigint): bigint => (value < 0n ? -value : value);

/** The exact value of the decimal `value` is written as (a finite number is read as `String(value)` prints it). */
export function fractionOf(value: number | string): Fraction {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`not a finite decimal: ${text}`);
  const [, sign, whole, fraction = '', exponent = '0'] = match;
  const digits = BigInt(`${whole}${fraction}`) * (sign === '-' ? -1n : 1n);
  const scale = fraction.length - Number(exponent);
  return scale >= 0 ? { numerator: digits, denominator: ten(scale) } : { numerator: digits * ten(-scale), denominator: 1n };
}

export function plus(a: Fraction, b: Fraction): Fraction {
  return { numerator: a.numerator * b.denominator + b.numerator * a.denominator, denominator: a.denominator * b.denominator };
}

export function minus(a: Fraction, b: Fraction): Fraction {
  return plus(a, { numerator: -b.numerator, denominator: b.denominator });
}

export function times(a: Fraction, b: Fraction): Fraction {
  return { numerator: a.numerator * b.numerator, denominator: a.denominator * b.denominator };
}

/** a / b; b must not be zero. */
export function over(a: Fraction, b: Fraction): Fraction {
  if (b.numerator === 0n) throw new RangeError('division by zero');
  const sign = b.numerator < 0n ? -1n : 1n;
  return { numerator: a.numerator * b.denominator * sign, denominator: abs(b.numerator) * a.denominator };
}

/** `digits` (a whole number of units of 10^−places) as a plain decimal string: (123456, 2) → "1234.56", (-5, 3) → "-0.005". */
function placed(digits: bigint, places: number): string {
  const sign = digits < 0n ? '-' : '';
  const plain = abs(digits).toString();
  if (places <= 0) return `${sign}${plain}${'0'.repeat(-places)}`;
  const padded = plain.padStart(places + 1, '0');
  return `${sign}${padded.slice(0, -places)}.${padded.slice(-places)}`;
}

/** The whole number of units of 10^−places nearest to `value`, halves away from zero. */
function roundedUnits(value: Fraction, places: number): bigint {
  const numerator = places >= 0 ? value.numerator * ten(places) : value.numerator;
  const denominator = places >= 0 ? value.denominator : value.denominator * ten(-places);
  const magnitude = abs(numerator);
  let units = magnitude / denominator;
  if (2n * (magnitude % denominator) >= denominator) units += 1n;
  return numerator < 0n ? -units : units;
}

/** `value` to `places` decimals (negative: to tens, hundreds…), halves away from zero, as a plain decimal string. */
export function toPlaces(value: Fraction, places: number): string {
  return placed(roundedUnits(value, places), places);
}

/** The exponent of the first significant digit: 2 for 123,4, −3 for 0,00456. */
function magnitudeOf(value: Fraction): number {
  const numerator = abs(value.numerator);
  let exponent = numerator.toString().length - value.denominator.toString().length;
  const atLeast = exponent >= 0 ? numerator >= value.denominator * ten(exponent) : numerator * ten(-exponent) >= value.denominator;
  if (!atLeast) exponent -= 1;
  return exponent;
}

/** Trailing zeros of a decimal part off, and the point with them when nothing is left: "0.9765630" → "0.976563". */
function trimmed(decimal: string): string {
  return decimal.includes('.') ? decimal.replace(/0+$/, '').replace(/\.$/, '') : decimal;
}

/** `value` to `digits` significant digits, halves away from zero, as a plain decimal string without trailing zeros. */
export function toSignificant(value: Fraction, digits: number): string {
  if (value.numerator === 0n) return '0';
  return trimmed(toPlaces(value, digits - 1 - magnitudeOf(value)));
}

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [abs(a), abs(b)];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** How many times `factor` divides `value`, and what is left. */
function strip(value: bigint, factor: bigint): [number, bigint] {
  let count = 0;
  let rest = value;
  while (rest % factor === 0n) [count, rest] = [count + 1, rest / factor];
  return [count, rest];
}

/**
 * `value` written out exactly as a decimal, when it has one with at most `maxDigits` significant digits (its
 * denominator, reduced, has no prime factor but 2 and 5); null when it has none (1/3) or a longer one.
 */
export function exactDecimal(value: Fraction, maxDigits: number): string | null {
  if (value.numerator === 0n) return '0';
  const denominator = value.denominator / gcd(value.numerator, value.denominator);
  const [twos, afterTwos] = strip(denominator, 2n);
  const [fives, rest] = strip(afterTwos, 5n);
  if (rest !== 1n) return null;
  const decimal = trimmed(toPlaces(value, Math.max(twos, fives)));
  const significant = decimal.replace(/[-.]/g, '').replace(/^0+/, '').replace(/0+$/, '');
  return significant.length <= maxDigits ? decimal : null;
}
