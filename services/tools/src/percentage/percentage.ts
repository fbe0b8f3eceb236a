import type { CalculatePercentageRequest, CalculatePercentageResponse } from '@orbita/proto-types';
import { Decimal } from 'decimal.js';
import { InvalidPercentageInputError } from '../errors.js';

/**
 * Decimal arithmetic: every operand is read as the decimal it was written as, so a price of tens of billions keeps
 * its cents (a double keeps about 16 digits, and 12 significant digits, the old rounding, dropped them).
 * 40 digits are exact for any product or sum of two operands the schema allows (at most 10^12, 17 digits each).
 */
const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type Exact = InstanceType<typeof Exact>;

const NUMBER = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 10 });

/**
 * A quotient as a person reads it: six significant digits, never fewer than its whole part has (14,6667, not
 * 14,6666666667). The page shows the result with the same rule (frontend lib/format formatSignificant), so the
 * result and its formula show the same figure; products and prices are exact and are written in full.
 */
function significant(value: Exact, signDisplay: 'auto' | 'exceptZero' = 'auto'): string {
  const number = toNumber(value);
  const wholeDigits = Math.abs(number) >= 1 ? Math.floor(Math.log10(Math.abs(number))) + 1 : 1;
  return new Intl.NumberFormat('it-IT', { maximumSignificantDigits: Math.min(21, Math.max(6, wholeDigits)), signDisplay }).format(number);
}
/** Decimals kept for a product (`of`): as many as the formula shows, so the result it prints is the one answered. */
const PRODUCT_DECIMALS = 10;
/** A quotient (`ratio`, `change`) may not end: 12 significant digits are more than any input carries. */
const QUOTIENT_DIGITS = 12;

function exact(value: number): Exact {
  return new Exact(value);
}

/** The double nearest to a decimal; the answers carry at most 15 significant digits to the cent, which a double keeps. */
function toNumber(value: Exact): number {
  const number = value.toNumber();
  return Object.is(number, -0) ? 0 : number;
}

/** To the cent, halves away from zero, as a receipt is rounded. */
function cents(value: Exact): Exact {
  return value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

export function toCents(value: number): number {
  return toNumber(cents(exact(value)));
}

/** Italian formatting of the decimal itself (Intl reads a numeric string exactly). */
function n(value: Exact | number): string {
  const decimal = typeof value === 'number' ? exact(value) : value;
  return NUMBER.format(decimal.toFixed() as Intl.StringNumericLiteral);
}

/** A negative operand in a formula goes in brackets: 150 × (−22). */
function operand(value: number): string {
  return value < 0 ? `(${n(value)})` : n(value);
}

/** Pure logic of the percentage calculator: each mode with its formula written out, Italian formatting. */
export function calculatePercentage({ mode, a, b }: CalculatePercentageRequest): CalculatePercentageResponse {
  switch (mode) {
    case 'of': {
      const result = exact(a).times(b).dividedBy(100).toDecimalPlaces(PRODUCT_DECIMALS, Decimal.ROUND_HALF_UP);
      return { result: toNumber(result), formula: `${n(a)}% di ${n(b)} = ${operand(b)} × ${operand(a)} ÷ 100 = ${n(result)}` };
    }
    case 'ratio': {
      if (b === 0) throw new InvalidPercentageInputError('Il campo «b» non può essere zero: non esiste la percentuale di un totale nullo');
      const result = exact(a).dividedBy(b).times(100).toSignificantDigits(QUOTIENT_DIGITS);
      return { result: toNumber(result), formula: `${n(a)} su ${n(b)} = ${operand(a)} ÷ ${operand(b)} × 100 = ${significant(result)}%` };
    }
    case 'change': {
      if (a === 0) throw new InvalidPercentageInputError('Il campo «a» non può essere zero: la variazione si misura rispetto al valore di partenza');
      const difference = exact(b).minus(a);
      const result = difference.dividedBy(Math.abs(a)).times(100).toSignificantDigits(QUOTIENT_DIGITS);
      const base = a < 0 ? `|${n(a)}|` : n(a);
      return {
        result: toNumber(result),
        difference: toNumber(difference),
        formula: `da ${n(a)} a ${n(b)}: (${n(b)} − ${operand(a)}) ÷ ${base} × 100 = ${significant(result, 'exceptZero')}%`,
      };
    }
    case 'discount': {
      if (a < 0) throw new InvalidPercentageInputError('Il campo «a» (il prezzo) non può essere negativo');
      if (b < 0 || b > 100) throw new InvalidPercentageInputError('Il campo «b» (lo sconto) deve essere tra 0 e 100');
      const difference = cents(exact(a).times(b).dividedBy(100));
      const result = cents(exact(a).minus(difference));
      return {
        result: toNumber(result),
        difference: toNumber(difference),
        formula: `${n(a)} − ${n(b)}% = ${n(a)} − ${n(a)} × ${n(b)} ÷ 100 = ${n(a)} − ${n(difference)} = ${n(result)}`,
      };
    }
  }
}
