import fc from 'fast-check';
import { exactDecimal, fractionOf, over, times, toPlaces, toSignificant } from './exact-decimal.js';

describe('exact decimals', () => {
  it('reads a number as the decimal it prints as, exponents too', () => {
    expect(fractionOf(1.76)).toEqual({ numerator: 176n, denominator: 100n });
    expect(fractionOf(1e-7)).toEqual({ numerator: 1n, denominator: 10_000_000n });
    expect(fractionOf(1.5e21)).toEqual({ numerator: 1_500_000_000_000_000_000_000n, denominator: 1n });
    expect(fractionOf('-0.25')).toEqual({ numerator: -25n, denominator: 100n });
    expect(() => fractionOf(Number.NaN)).toThrow(RangeError);
  });

  // Issue 36: 5.175,53 × 8,2698 ÷ 1,76 = 24.318,5215875 exactly; halves up: 24.318,521588.
  it('rounds an exact half up, where a double lands below it', () => {
    const exact = over(times(fractionOf(5175.53), fractionOf(8.2698)), fractionOf(1.76));
    expect(toPlaces(exact, 7)).toBe('24318.5215875');
    expect(toPlaces(exact, 6)).toBe('24318.521588');
    expect(((5175.53 * 8.2698) / 1.76).toFixed(6)).toBe('24318.521587');
    expect(toPlaces(fractionOf(-2.5), 0)).toBe('-3');
    expect(toPlaces(fractionOf(0.004), 2)).toBe('0.00');
    expect(toPlaces(fractionOf(1234.5), -2)).toBe('1200');
  });

  it('keeps significant digits, and writes a fraction out only when it ends', () => {
    expect(toSignificant(over(fractionOf(1000), fractionOf(1024)), 6)).toBe('0.976563');
    expect(toSignificant(fractionOf(123456789), 4)).toBe('123500000');
    expect(toSignificant(fractionOf(0.000123456), 2)).toBe('0.00012');
    expect(exactDecimal(over(fractionOf(1000), fractionOf(1024)), 12)).toBe('0.9765625');
    expect(exactDecimal(over(fractionOf(1), fractionOf(3)), 12)).toBeNull();
    expect(exactDecimal(over(fractionOf(1e9), fractionOf(2 ** 30)), 12)).toBeNull(); // 0,931322574615478515625: 21 digits
    expect(exactDecimal(fractionOf(5280), 12)).toBe('5280');
  });

  const decimal = fc
    .tuple(fc.integer({ min: -99_999_999, max: 99_999_999 }), fc.integer({ min: 0, max: 6 }))
    .map(([digits, places]) => Number((digits / 10 ** places).toFixed(places)));

  it('rounds as an exact rational would: the result is within half a unit, a tie only ever away from zero', () => {
    fc.assert(
      fc.property(decimal, decimal, decimal.filter((value) => value !== 0), fc.integer({ min: 0, max: 8 }), (a, b, c, places) => {
        const exact = over(times(fractionOf(a), fractionOf(b)), fractionOf(c));
        const rounded = fractionOf(toPlaces(exact, places));
        // |rounded − exact| ≤ ½ · 10^−places, compared in integers: 2 · |r·d − n| · 10^places ≤ d.
        const difference = rounded.numerator * exact.denominator - exact.numerator * rounded.denominator;
        const error = (difference < 0n ? -difference : difference) * 2n * 10n ** BigInt(places);
        const bound = exact.denominator * rounded.denominator;
        expect(error <= bound).toBe(true);
        if (error === bound) expect(difference > 0n === exact.numerator > 0n).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
