import fc from 'fast-check';
import { PERCENTAGE_MODES } from '@orbita/proto-types';
import { calculatePercentage, toCents } from './percentage.js';

describe('calculatePercentage', () => {
  it('takes a percentage of a number, with the formula', () => {
    expect(calculatePercentage({ mode: 'of', a: 22, b: 150 })).toEqual({ result: 33, formula: '22% di 150 = 150 × 22 ÷ 100 = 33' });
    expect(calculatePercentage({ mode: 'of', a: 12.5, b: 12340 }).result).toBe(1542.5);
    expect(calculatePercentage({ mode: 'of', a: 12.5, b: 12340 }).formula).toBe('12,5% di 12.340 = 12.340 × 12,5 ÷ 100 = 1.542,5');
  });

  it('leaves out the noise of binary arithmetic', () => {
    // 0.1 × 3 is 0.30000000000000004 in a double; 7 % of 0.3 is 0.021.
    expect(calculatePercentage({ mode: 'of', a: 7, b: 0.3 }).result).toBe(0.021);
    expect(calculatePercentage({ mode: 'ratio', a: 0.3, b: 0.1 }).result).toBe(300);
  });

  it('says what part of a total a number is', () => {
    expect(calculatePercentage({ mode: 'ratio', a: 30, b: 120 })).toEqual({ result: 25, formula: '30 su 120 = 30 ÷ 120 × 100 = 25%' });
    expect(calculatePercentage({ mode: 'ratio', a: 1, b: 3 }).result).toBe(33.3333333333);
  });

  it('measures the change from a to b against a', () => {
    expect(calculatePercentage({ mode: 'change', a: 80, b: 100 })).toEqual({
      result: 25,
      difference: 20,
      formula: 'da 80 a 100: (100 − 80) ÷ 80 × 100 = +25%',
    });
    expect(calculatePercentage({ mode: 'change', a: 100, b: 80 })).toMatchObject({ result: -20, difference: -20 });
    // From −50 to −25 is a rise: the change is measured against |a|.
    expect(calculatePercentage({ mode: 'change', a: -50, b: -25 })).toMatchObject({ result: 50, formula: 'da -50 a -25: (-25 − (-50)) ÷ |-50| × 100 = +50%' });
  });

  it('takes a discount off a price, to the cent', () => {
    expect(calculatePercentage({ mode: 'discount', a: 80, b: 25 })).toEqual({
      result: 60,
      difference: 20,
      formula: '80 − 25% = 80 − 80 × 25 ÷ 100 = 80 − 20 = 60',
    });
    // 19.99 × 15 % = 2.9985 → 3.00 off, 16.99 to pay.
    expect(calculatePercentage({ mode: 'discount', a: 19.99, b: 15 })).toMatchObject({ result: 16.99, difference: 3 });
    expect(calculatePercentage({ mode: 'discount', a: 49.9, b: 100 })).toMatchObject({ result: 0, difference: 49.9 });
  });

  it('keeps every cent of the largest prices, in the result and in the formula', () => {
    expect(calculatePercentage({ mode: 'discount', a: 20_000_000_000.02, b: 50 })).toEqual({
      result: 10_000_000_000.01,
      difference: 10_000_000_000.01,
      formula: '20.000.000.000,02 − 50% = 20.000.000.000,02 − 20.000.000.000,02 × 50 ÷ 100 = 20.000.000.000,02 − 10.000.000.000,01 = 10.000.000.000,01',
    });
    // The schema's largest price: 999 999 999 999.99 × 33 % = 329 999 999 999.9967 → 330 000 000 000.00 off.
    expect(calculatePercentage({ mode: 'discount', a: 999_999_999_999.99, b: 33 })).toMatchObject({ result: 669_999_999_999.99, difference: 330_000_000_000 });
    expect(calculatePercentage({ mode: 'discount', a: 123_456_789_012.35, b: 10 })).toMatchObject({ result: 111_111_110_111.11, difference: 12_345_678_901.24 });
    expect(calculatePercentage({ mode: 'of', a: 50, b: 20_000_000_000.02 }).formula).toBe('50% di 20.000.000.000,02 = 20.000.000.000,02 × 50 ÷ 100 = 10.000.000.000,01');
    expect(calculatePercentage({ mode: 'change', a: 999_999_999_999.99, b: 1_000_000_000_000 })).toMatchObject({ difference: 0.01 });
  });

  it('writes a discount formula whose arithmetic holds, to the cent, for any price and rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999_999 }), fc.integer({ min: 0, max: 10_000 }), (priceCents, rateHundredths) => {
        const a = priceCents / 100;
        const b = rateHundredths / 100;
        const { result, difference } = calculatePercentage({ mode: 'discount', a, b });
        // Integer cents in BigInt: the exact discount, halves away from zero, as an independent reference.
        const exactTimes10000 = BigInt(priceCents) * BigInt(rateHundredths);
        const off = (exactTimes10000 + 5000n) / 10000n;
        expect(Math.round(difference! * 100)).toBe(Number(off));
        expect(Math.round(result * 100)).toBe(priceCents - Number(off));
        expect(String(result)).toBe(String((priceCents - Number(off)) / 100));
      }),
    );
  });

  it('writes a quotient with six significant digits, as the page shows the result', () => {
    expect(calculatePercentage({ mode: 'change', a: 150, b: 172 }).formula).toBe('da 150 a 172: (172 − 150) ÷ 150 × 100 = +14,6667%');
    expect(calculatePercentage({ mode: 'ratio', a: 1, b: 3 }).formula).toBe('1 su 3 = 1 ÷ 3 × 100 = 33,3333%');
    expect(calculatePercentage({ mode: 'ratio', a: 123456789, b: 1000 }).formula).toBe('123.456.789 su 1.000 = 123.456.789 ÷ 1.000 × 100 = 12.345.679%');
  });

  it('refuses what has no answer with an Italian message', () => {
    expect(() => calculatePercentage({ mode: 'ratio', a: 5, b: 0 })).toThrow('Il campo «Totale (Y)» non può essere zero');
    expect(() => calculatePercentage({ mode: 'change', a: 0, b: 5 })).toThrow('Il campo «Valore iniziale (A)» non può essere zero');
    expect(() => calculatePercentage({ mode: 'ratio', a: 1, b: 1e-320 })).toThrow('Il campo «Totale (Y)» non può essere zero');
    expect(() => calculatePercentage({ mode: 'change', a: 5e-324, b: 5 })).toThrow('Il campo «Valore iniziale (A)» non può essere zero');
  });

  it('writes an operand too small for ten decimals in scientific notation, never as a 0 it divides by', () => {
    expect(calculatePercentage({ mode: 'ratio', a: 1, b: 1e-15 }).formula).toBe('1 su 1E-15 = 1 ÷ 1E-15 × 100 = 100.000.000.000.000.000%');
    expect(calculatePercentage({ mode: 'change', a: -2.5e-12, b: 0 }).formula).toBe('da -2,5E-12 a 0: (0 − (-2,5E-12)) ÷ |-2,5E-12| × 100 = +100%');
    expect(calculatePercentage({ mode: 'of', a: 10, b: 1e-12 }).formula).toBe('10% di 1E-12 = 1E-12 × 10 ÷ 100 = 0');
    expect(() => calculatePercentage({ mode: 'discount', a: 10, b: 120 })).toThrow('Il campo «Sconto (%)» deve essere tra 0 e 100');
    expect(() => calculatePercentage({ mode: 'discount', a: -10, b: 20 })).toThrow('Il campo «Prezzo (€)» non può essere negativo');
  });

  it('answers a finite result in every mode, or refuses in Italian, whatever operands the schema lets through', () => {
    const operand = fc.oneof(
      fc.double({ min: -1e12, max: 1e12, noNaN: true }),
      fc.constantFrom(0, -0, 5e-324, -5e-324, 1e-320, 1e-310, 2.2250738585072014e-308, 1e-12, 1e12, -1e12),
    );
    fc.assert(
      fc.property(fc.constantFrom(...PERCENTAGE_MODES), operand, operand, (mode, a, b) => {
        let answer;
        try {
          answer = calculatePercentage({ mode, a, b });
        } catch (error) {
          expect((error as Error).message).toMatch(/^Il campo «(Totale \(Y\)|Valore iniziale \(A\)|Prezzo \(€\)|Sconto \(%\))»/);
          return;
        }
        expect(Number.isFinite(answer.result)).toBe(true);
        if (answer.difference !== undefined) expect(Number.isFinite(answer.difference)).toBe(true);
        expect(answer.formula).not.toMatch(/∞|NaN/);
      }),
    );
  });
});

describe('toCents', () => {
  it('rounds halves away from zero on the decimal value, not its binary neighbour', () => {
    expect(toCents(1.005)).toBe(1.01);
    expect(toCents(2.675)).toBe(2.68);
    expect(toCents(-1.005)).toBe(-1.01);
    expect(toCents(0.125)).toBe(0.13);
    expect(toCents(10.004)).toBe(10);
  });
});
