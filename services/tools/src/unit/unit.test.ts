import { UNIT_QUANTITIES, type UnitSymbol } from '@orbita/proto-types';
import { fractionOf, times } from '@orbita/proto-types/exact-decimal';
import fc from 'fast-check';
import { convertUnit } from './unit.js';

describe('convertUnit', () => {
  it.each([
    // The international mile, foot and inch (1959): 1 mi = 1609.344 m, 1 ft = 0.3048 m, 1 in = 2.54 cm.
    ['length', 1, 'mi', 'km', 1.609344],
    ['length', 1, 'ft', 'cm', 30.48],
    ['length', 12, 'in', 'ft', 1],
    ['length', 5280, 'ft', 'mi', 1],
    ['length', 1500, 'mm', 'm', 1.5],
    // The international avoirdupois pound: 0.45359237 kg, 16 ounces.
    ['mass', 1, 'lb', 'g', 453.59237],
    ['mass', 16, 'oz', 'lb', 1],
    ['mass', 2.5, 'kg', 'g', 2500],
    // The US gallon: 231 cubic inches = 3.785411784 l.
    ['volume', 1, 'gal', 'l', 3.785411784],
    ['volume', 330, 'ml', 'l', 0.33],
    ['area', 1, 'ha', 'm2', 10000],
    ['speed', 100, 'km/h', 'm/s', 27.7777777778],
    ['speed', 36, 'km/h', 'm/s', 10],
    ['speed', 60, 'mph', 'km/h', 96.56064],
    ['time', 1, 'd', 'min', 1440],
    ['time', 90, 'min', 'h', 1.5],
    ['data', 1, 'GiB', 'MB', 1073.741824],
    ['data', 1, 'MiB', 'KiB', 1024],
    ['data', 1500, 'KB', 'MB', 1.5],
  ] as const)('%s: %d %s = %d %s', (quantity, value, from, to, expected) => {
    expect(convertUnit({ quantity, value, from, to }).result).toBe(expected);
  });

  it.each([
    [100, 'C', 'F', 212],
    [-40, 'C', 'F', -40],
    [98.6, 'F', 'C', 37],
    [0, 'C', 'K', 273.15],
    [0, 'K', 'F', -459.67],
    [32, 'F', 'K', 273.15],
  ] as const)('temperature: %d %s = %d %s', (value, from, to, expected) => {
    expect(convertUnit({ quantity: 'temperature', value, from, to }).result).toBe(expected);
  });

  // Issue 36: «1 KB = 0,976563 KiB» wrote a rounded factor after «=». SI kilo is 1000 (SI Brochure, 9th ed.), IEC kibi
  // is 1024 (IEC 80000-13): 1000/1024 = 0,9765625 exactly; 1 mile is 1.609,344 m exactly (1959 agreement); 1/60 and
  // 1/1,609344 never end, so they are written to six digits after «≈».
  it('writes a factor exactly after «=», or to six significant digits after «≈»', () => {
    expect(convertUnit({ quantity: 'data', value: 1, from: 'KB', to: 'KiB' }).formula).toBe('1 KB = 0,9765625 KiB, quindi 1 KB × 0,9765625 = 0,9765625 KiB');
    expect(convertUnit({ quantity: 'data', value: 3, from: 'KB', to: 'KiB' }).formula).toBe('1 KB = 0,9765625 KiB, quindi 3 KB × 0,9765625 = 2,9296875 KiB');
    expect(convertUnit({ quantity: 'time', value: 1, from: 's', to: 'min' }).formula).toBe('1 s ≈ 0,0166667 min, quindi 1 s × 0,0166667 ≈ 0,0166667 min');
    expect(convertUnit({ quantity: 'length', value: 1, from: 'mi', to: 'm' }).formula).toBe('1 mi = 1.609,344 m, quindi 1 mi × 1.609,344 = 1.609,344 m');
    expect(convertUnit({ quantity: 'data', value: 1, from: 'GiB', to: 'B' }).formula).toBe('1 GiB = 1.073.741.824 B, quindi 1 GiB × 1.073.741.824 = 1.073.741.824 B');
    // 1 GB in GiB ends, but after 21 digits (0,931322574615478515625): rounded, so «≈».
    expect(convertUnit({ quantity: 'data', value: 1, from: 'GB', to: 'GiB' }).formula).toBe('1 GB ≈ 0,931323 GiB, quindi 1 GB × 0,931323 ≈ 0,931323 GiB');
  });

  // Issue 38: the formula a visitor reads wrote square metres as the API's symbol, «m2».
  it('writes square metres as «m²» in the formula', () => {
    expect(convertUnit({ quantity: 'area', value: 3, from: 'm2', to: 'ha' }).formula).toBe('1 m² = 0,0001 ha, quindi 3 m² × 0,0001 = 0,0003 ha');
    expect(convertUnit({ quantity: 'area', value: 1, from: 'ha', to: 'm2' }).formula).toBe('1 ha = 10.000 m², quindi 1 ha × 10.000 = 10.000 m²');
  });

  it('never writes «=» before a figure that is not exactly the product of the two it shows', () => {
    const symbols = Object.keys(UNIT_QUANTITIES.length.units) as UnitSymbol[];
    const FORMULA = /^1 \S+ ([=≈]) ([\d.,]+) \S+, quindi ([\d.,]+) \S+ × [\d.,]+ ([=≈]) ([\d.,]+) \S+$/u;
    const exact = (italian: string) => fractionOf(italian.replace(/\./g, '').replace(',', '.'));
    fc.assert(
      fc.property(fc.constantFrom(...symbols), fc.constantFrom(...symbols), fc.integer({ min: 1, max: 10_000_000 }), (from, to, tenths) => {
        const parts = FORMULA.exec(convertUnit({ quantity: 'length', value: tenths / 10, from, to }).formula);
        expect(parts).not.toBeNull();
        const [, factorSign, factor, value, resultSign, result] = parts!;
        if (resultSign === '=') {
          expect(factorSign).toBe('=');
          const product = times(exact(value!), exact(factor!));
          const shown = exact(result!);
          expect(product.numerator * shown.denominator).toBe(shown.numerator * product.denominator);
        }
      }),
    );
  });

  it('answers both directions, Italian names and the formula', () => {
    expect(convertUnit({ quantity: 'length', value: 10, from: 'km', to: 'mi' })).toEqual({
      result: 6.21371192237,
      reverse: 16.09344,
      from: { symbol: 'km', name: 'chilometri' },
      to: { symbol: 'mi', name: 'miglia' },
      formula: '1 km ≈ 0,621371 mi, quindi 10 km × 0,621371 ≈ 6,21371 mi',
    });
    expect(convertUnit({ quantity: 'temperature', value: 20, from: 'C', to: 'F' })).toMatchObject({ result: 68, reverse: -6.66666666667, formula: '°F = °C × 9/5 + 32' });
  });

  it('gives back the value itself in the same unit, with no binary noise', () => {
    expect(convertUnit({ quantity: 'temperature', value: 0.00001, from: 'C', to: 'C' })).toMatchObject({
      result: 0.00001,
      reverse: 0.00001,
      formula: 'stessa unità: il valore non cambia',
    });
    expect(convertUnit({ quantity: 'temperature', value: -459.67, from: 'F', to: 'F' }).result).toBe(-459.67);
    expect(convertUnit({ quantity: 'length', value: 123456.789012345, from: 'mi', to: 'mi' }).result).toBe(123456.789012345);
    expect(() => convertUnit({ quantity: 'temperature', value: -1, from: 'K', to: 'K' })).toThrow('-1 K è sotto lo zero assoluto');
  });

  it('has no reverse for a temperature that would be below absolute zero the other way', () => {
    const answer = convertUnit({ quantity: 'temperature', value: -300, from: 'F', to: 'C' });
    expect(answer.result).toBe(-184.444444444);
    expect(answer).not.toHaveProperty('reverse');
  });

  it('refuses a unit of another quantity and a temperature below absolute zero', () => {
    expect(() => convertUnit({ quantity: 'length', value: 1, from: 'kg', to: 'm' })).toThrow("Nel campo «Da», «kg» non è un'unità di lunghezza");
    expect(() => convertUnit({ quantity: 'mass', value: 1, from: 'kg', to: 'GB' })).toThrow("Nel campo «A», «GB» non è un'unità di massa");
    expect(() => convertUnit({ quantity: 'temperature', value: -300, from: 'C', to: 'K' })).toThrow('è sotto lo zero assoluto');
    expect(() => convertUnit({ quantity: 'temperature', value: -1, from: 'K', to: 'C' })).toThrow('-1 K è sotto lo zero assoluto');
  });
});
