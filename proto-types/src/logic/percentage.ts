/**
 * Percentages: the logic of `POST /api/calculate-percentage` and of the page, which works the answer out itself at
 * each change. Pure and free of schema code, so the frontend bundles it.
 */
import { Decimal } from 'decimal.js';
import { PERCENTAGE_MODES, PERCENTAGE_MODE_LABELS } from '../enums.js';
import type { CalculatePercentageRequest, CalculatePercentageResponse } from '../tools/percentage.js';
import { CHOICE_TITLES, PERCENTAGE_FIELDS } from './bounds.js';
import { checkChoice, checkNumber, ToolRefusal } from './refusal.js';

/** The code of a percentage refusal beyond the contract's own checks. */
export const PERCENTAGE_REFUSED = 'TOOLS_INVALID_PERCENTAGE';

/**
 * Decimal arithmetic: every operand is read as the decimal it was written as, so a price of tens of billions keeps
 * its cents (a double keeps about 16 digits, and 12 significant digits, the old rounding, dropped them).
 * 40 digits are exact for any product or sum of two operands the schema allows (at most 10^12, 17 digits each).
 */
const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type Exact = InstanceType<typeof Exact>;

/** Thousands grouped from four digits on («1.818,73»), as on the page; Intl's it-IT alone leaves «1818,73». */
const GROUPING = { useGrouping: 'always' } as Intl.NumberFormatOptions;
const NUMBER = new Intl.NumberFormat('it-IT', { ...GROUPING, maximumFractionDigits: 10 });

/**
 * A quotient as a person reads it: six significant digits, never fewer than its whole part has (14,6667, not
 * 14,6666666667). The page shows the result with the same rule (frontend lib/format formatSignificant), so the
 * result and its formula show the same figure; products and prices are exact and are written in full.
 */
function significant(value: Exact, signDisplay: 'auto' | 'exceptZero' = 'auto'): string {
  const number = toNumber(value);
  const wholeDigits = Math.abs(number) >= 1 ? Math.floor(Math.log10(Math.abs(number))) + 1 : 1;
  return new Intl.NumberFormat('it-IT', { ...GROUPING, maximumSignificantDigits: Math.min(21, Math.max(6, wholeDigits)), signDisplay }).format(number);
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

/** Below this, a number written with 10 decimals would read 0: it is written in scientific notation instead. */
const TINY = 5e-11;
const SCIENTIFIC = new Intl.NumberFormat('it-IT', { notation: 'scientific', maximumSignificantDigits: 6 });

/**
 * Italian formatting of the decimal itself (Intl reads a numeric string exactly); a number too small
 * for 10 decimals is written 1E-15, so a formula never divides by a 0 that was not zero.
 */
function n(value: Exact | number): string {
  const decimal = typeof value === 'number' ? exact(value) : value;
  if (!decimal.isZero() && decimal.abs().lessThan(TINY)) return SCIENTIFIC.format(decimal.toNumber());
  return NUMBER.format(decimal.toFixed() as Intl.StringNumericLiteral);
}

/** A negative operand in a formula goes in brackets: 150 × (−22). */
function operand(value: number): string {
  return value < 0 ? `(${n(value)})` : n(value);
}

/**
 * A quotient by `divisor`, in percent, or the refusal of a divisor of zero: a divisor so near zero
 * (5e-324) that the percentage is past any number has no answer either, so it is refused the same way.
 */
function percentOf(dividend: Exact, divisor: number, refusal: string): Exact {
  const result = divisor === 0 ? null : dividend.dividedBy(divisor).times(100).toSignificantDigits(QUOTIENT_DIGITS);
  if (result === null || !Number.isFinite(result.toNumber())) throw new ToolRefusal(PERCENTAGE_REFUSED, refusal);
  return result;
}

const ZERO_TOTAL = 'Il campo «Totale (Y)» non può essere zero: non esiste la percentuale di un totale nullo';
const ZERO_START = 'Il campo «Valore iniziale (A)» non può essere zero: la variazione si misura rispetto al valore di partenza';

/** Pure logic of the percentage calculator: each mode with its formula written out, Italian formatting. */
export function calculatePercentage({ mode, a, b }: CalculatePercentageRequest): CalculatePercentageResponse {
  checkChoice(mode, CHOICE_TITLES.percentageMode, PERCENTAGE_MODES, PERCENTAGE_MODE_LABELS);
  checkNumber(a, PERCENTAGE_FIELDS.a);
  checkNumber(b, PERCENTAGE_FIELDS.b);
  switch (mode) {
    case 'of': {
      const result = exact(a).times(b).dividedBy(100).toDecimalPlaces(PRODUCT_DECIMALS, Decimal.ROUND_HALF_UP);
      return { result: toNumber(result), formula: `${n(a)}% di ${n(b)} = ${operand(b)} × ${operand(a)} ÷ 100 = ${n(result)}` };
    }
    case 'ratio': {
      const result = percentOf(exact(a), b, ZERO_TOTAL);
      return { result: toNumber(result), formula: `${n(a)} su ${n(b)} = ${operand(a)} ÷ ${operand(b)} × 100 = ${significant(result)}%` };
    }
    case 'change': {
      const difference = exact(b).minus(a);
      const result = percentOf(difference, Math.abs(a), ZERO_START);
      const base = a < 0 ? `|${n(a)}|` : n(a);
      return {
        result: toNumber(result),
        difference: toNumber(difference),
        formula: `da ${n(a)} a ${n(b)}: (${n(b)} − ${operand(a)}) ÷ ${base} × 100 = ${significant(result, 'exceptZero')}%`,
      };
    }
    case 'discount': {
      if (a < 0) throw new ToolRefusal(PERCENTAGE_REFUSED, 'Il campo «Prezzo (€)» non può essere negativo');
      if (b < 0 || b > 100) throw new ToolRefusal(PERCENTAGE_REFUSED, 'Il campo «Sconto (%)» deve essere tra 0 e 100');
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
