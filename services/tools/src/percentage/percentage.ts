import type { CalculatePercentageRequest, CalculatePercentageResponse } from '@orbita/proto-types';
import { InvalidPercentageInputError } from '../errors.js';

const NUMBER = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 10 });
const SIGNED = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 10, signDisplay: 'exceptZero' });

/** Drops the noise of binary arithmetic (0.1 + 0.2): 12 significant digits are more than any input carries. */
function clean(value: number): number {
  const rounded = Number(value.toPrecision(12));
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** To the cent, halves away from zero, as a receipt is rounded. */
export function toCents(value: number): number {
  const cents = clean(value * 100);
  const rounded = Math.sign(cents) * Math.round(Math.abs(cents));
  return clean(rounded / 100);
}

function n(value: number): string {
  return NUMBER.format(value);
}

/** A negative operand in a formula goes in brackets: 150 × (−22). */
function operand(value: number): string {
  return value < 0 ? `(${n(value)})` : n(value);
}

/** Pure logic of the percentage calculator: each mode with its formula written out, Italian formatting. */
export function calculatePercentage({ mode, a, b }: CalculatePercentageRequest): CalculatePercentageResponse {
  switch (mode) {
    case 'of': {
      const result = clean((a * b) / 100);
      return { result, formula: `${n(a)}% di ${n(b)} = ${operand(b)} × ${operand(a)} ÷ 100 = ${n(result)}` };
    }
    case 'ratio': {
      if (b === 0) throw new InvalidPercentageInputError('Il campo «b» non può essere zero: non esiste la percentuale di un totale nullo');
      const result = clean((a / b) * 100);
      return { result, formula: `${n(a)} su ${n(b)} = ${operand(a)} ÷ ${operand(b)} × 100 = ${n(result)}%` };
    }
    case 'change': {
      if (a === 0) throw new InvalidPercentageInputError('Il campo «a» non può essere zero: la variazione si misura rispetto al valore di partenza');
      const difference = clean(b - a);
      const result = clean((difference / Math.abs(a)) * 100);
      const base = a < 0 ? `|${n(a)}|` : n(a);
      return {
        result,
        difference,
        formula: `da ${n(a)} a ${n(b)}: (${n(b)} − ${operand(a)}) ÷ ${base} × 100 = ${SIGNED.format(result)}%`,
      };
    }
    case 'discount': {
      if (a < 0) throw new InvalidPercentageInputError('Il campo «a» (il prezzo) non può essere negativo');
      if (b < 0 || b > 100) throw new InvalidPercentageInputError('Il campo «b» (lo sconto) deve essere tra 0 e 100');
      const difference = toCents((a * b) / 100);
      const result = toCents(a - difference);
      return {
        result,
        difference,
        formula: `${n(a)} − ${n(b)}% = ${n(a)} − ${n(a)} × ${n(b)} ÷ 100 = ${n(a)} − ${n(difference)} = ${n(result)}`,
      };
    }
  }
}
