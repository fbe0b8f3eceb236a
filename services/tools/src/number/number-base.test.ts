import { bitCount, convertNumber, InvalidNumberError, magnitudeOf, parseInBase } from './number-base.js';

describe('convertNumber', () => {
  it('converts 255 decimal to FF with every field the page shows', () => {
    expect(convertNumber('255', 10, 16)).toEqual({
      original: { number: '255', baseName: 'Decimale' },
      converted: { number: 'FF', baseName: 'Esadecimale' },
      allBases: { binary: '11111111', octal: '377', decimal: '255', hex: 'FF' },
      decimal: '255',
      info: {
        bitCount: 8,
        isEven: false,
        magnitude: 'Centinaia',
        isPowerOf2: false,
        isPowerOf8: false,
        isPowerOf16: false,
      },
    });
  });

  it.each([
    ['FF', 16, '255'],
    ['ff', 16, '255'],
    ['0xff', 16, '255'],
    ['11111111', 2, '255'],
    ['377', 8, '255'],
    ['3E8', 16, '1000'],
    ['1010', 2, '10'],
    ['12', 8, '10'],
  ] as const)('reads %s in base %i as %s', (text, base, decimal) => {
    expect(convertNumber(text, base, 10).decimal).toBe(decimal);
  });

  it('keeps every digit of numbers beyond 2^53', () => {
    const big = '123456789012345678901234567890';
    const hex = convertNumber(big, 10, 16).converted.number;
    expect(convertNumber(hex, 16, 10).converted.number).toBe(big);
    expect(convertNumber(big, 10, 2).info.bitCount).toBe(97);
  });

  it('recognises powers of 2, 8 and 16', () => {
    expect(convertNumber('4096', 10, 2).info).toMatchObject({ isPowerOf2: true, isPowerOf8: true, isPowerOf16: true });
    expect(convertNumber('512', 10, 2).info).toMatchObject({ isPowerOf2: true, isPowerOf8: true, isPowerOf16: false });
    expect(convertNumber('256', 10, 2).info).toMatchObject({ isPowerOf2: true, isPowerOf8: false, isPowerOf16: true });
    expect(convertNumber('1024', 10, 2).info).toMatchObject({ isPowerOf2: true, isPowerOf8: false, isPowerOf16: false });
    expect(convertNumber('0', 10, 2).info).toMatchObject({ isPowerOf2: false, isEven: true, magnitude: 'Zero' });
  });

  it('handles negative numbers', () => {
    const result = convertNumber('-255', 10, 16);
    expect(result.converted.number).toBe('-FF');
    expect(result.info).toMatchObject({ bitCount: 8, isEven: false, isPowerOf2: false });
  });

  it('trims the number it was given', () => {
    expect(convertNumber('  255 ', 10, 2).original.number).toBe('255');
  });
});

describe('parseInBase', () => {
  it.each([
    ['12', 2, 'base 2'],
    ['9', 8, 'base 8'],
    ['1A', 10, 'base 10'],
    ['G', 16, 'base 16'],
    ['1.5', 10, 'base 10'],
    ['--1', 10, 'base 10'],
  ] as const)('refuses %s in base %i with an Italian message', (text, base, fragment) => {
    expect(() => parseInBase(text, base)).toThrow(InvalidNumberError);
    expect(() => parseInBase(text, base)).toThrow(fragment);
  });

  it('refuses an empty number', () => {
    expect(() => parseInBase('   ', 10)).toThrow('Inserisci un numero da convertire');
  });
});

describe('magnitudeOf and bitCount', () => {
  it('names orders of magnitude in Italian', () => {
    expect(magnitudeOf(7n)).toBe('Unità');
    expect(magnitudeOf(1000n)).toBe('Migliaia');
    expect(magnitudeOf(10n ** 20n)).toBe('Oltre 10^20');
  });

  it('counts one bit for zero', () => {
    expect(bitCount(0n)).toBe(1);
    expect(bitCount(1n)).toBe(1);
  });
});
