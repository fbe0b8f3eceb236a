import fc from 'fast-check';
import { bitCount, convertNumber, convertNumberOrError, magnitudeOf, NumberInputError, parseInBase, superscript, twosComplement } from './number-base.js';

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
      twosComplement: [
        { bits: 16, binary: '0000000011111111', hex: '00FF' },
        { bits: 32, binary: '00000000000000000000000011111111', hex: '000000FF' },
        { bits: 64, binary: `${'0'.repeat(56)}11111111`, hex: '00000000000000FF' },
      ],
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

  it('converts a 1000-digit number exactly both ways', () => {
    const huge = '9'.repeat(1000);
    const binary = convertNumber(huge, 10, 2).converted.number;
    expect(binary).toBe((10n ** 1000n - 1n).toString(2));
    expect(convertNumber(binary.slice(0, 1024), 2, 10).decimal).toBe(BigInt(`0b${binary.slice(0, 1024)}`).toString());
    expect(convertNumber(huge, 10, 16).info).toMatchObject({ bitCount: 3322, isEven: false, magnitude: 'Ordine di grandezza 10⁹⁹⁹' });
  });

  it('answers hex in upper case and keeps what was typed as the original', () => {
    const result = convertNumber(' ff_ff ', 16, 16);
    expect(result.original.number).toBe('ff_ff');
    expect(result.converted.number).toBe('FFFF');
    expect(result.allBases.hex).toBe('FFFF');
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

  it('reads the powers of |n| for a negative number, as the README says', () => {
    expect(convertNumber('-4096', 10, 2).info).toMatchObject({ isPowerOf2: true, isPowerOf8: true, isPowerOf16: true });
    expect(convertNumber('-512', 10, 2).info).toMatchObject({ isPowerOf2: true, isPowerOf8: true, isPowerOf16: false });
    expect(convertNumber('-1', 10, 2).info).toMatchObject({ isPowerOf2: true, isPowerOf8: true, isPowerOf16: true });
    expect(convertNumber('-4095', 10, 2).info).toMatchObject({ isPowerOf2: false });
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
    ['12', 2, '«2»', 'base 2 (Binario): usa solo le cifre 0 e 1'],
    ['9', 8, '«9»', 'base 8 (Ottale): usa solo le cifre da 0 a 7'],
    ['1A', 10, '«A»', 'base 10 (Decimale)'],
    ['FG', 16, '«G»', 'base 16 (Esadecimale)'],
    ['1.5', 10, '«.»', 'base 10'],
    ['--1', 10, '«-»', 'base 10'],
    ['12€', 10, '«€»', 'base 10'],
  ] as const)('refuses %s in base %i naming the digit %s', (text, base, digit, fragment) => {
    expect(() => parseInBase(text, base)).toThrow(NumberInputError);
    expect(() => parseInBase(text, base)).toThrow(`Il numero contiene ${digit}, che non è una cifra valida in ${fragment}`);
  });

  it('refuses an empty number, naming the field', () => {
    expect(() => parseInBase('   ', 10)).toThrow('Il numero è vuoto: inserisci un numero da convertire');
    expect(() => parseInBase('-', 10)).toThrow('Il numero non contiene cifre da convertire');
    expect(() => parseInBase('0x', 16)).toThrow('Il numero non contiene cifre da convertire');
  });

  it('accepts spaces and underscores between digits', () => {
    expect(parseInBase('1111 0000', 2)).toBe(240n);
    expect(parseInBase('1_000_000', 10)).toBe(1_000_000n);
    expect(parseInBase('DEAD_BEEF', 16)).toBe(0xdeadbeefn);
    expect(parseInBase('0b1010_1010', 2)).toBe(170n);
    expect(parseInBase('-1 000', 10)).toBe(-1000n);
    expect(parseInBase('12  34', 10)).toBe(1234n);
  });

  it('refuses a separator that is not between two digits', () => {
    for (const text of ['_12', '12_', '0x_FF', '- 5', '12 _']) {
      expect(() => parseInBase(text, text.includes('x') ? 16 : 10)).toThrow('Il numero ha un separatore fuori posto');
    }
  });

  it('accepts the prefix of its own base in any case, and explains one of another base', () => {
    expect(parseInBase('0XfF', 16)).toBe(255n);
    expect(parseInBase('0O17', 8)).toBe(15n);
    expect(parseInBase('-0b11', 2)).toBe(-3n);
    expect(() => parseInBase('0xFF', 10)).toThrow('Il numero inizia con 0x, che indica la base 16 (Esadecimale)');
    expect(parseInBase('0b1', 16)).toBe(0xb1n);
  });
});

describe('any base from 2 to 36', () => {
  it.each([
    ['ZZ', 36, '1295'],
    ['zz', 36, '1295'],
    ['12', 3, '5'],
    ['A0', 11, '110'],
    ['-10', 7, '-7'],
    ['1 0000', 5, '625'],
  ] as const)('reads %s in base %i as %s', (text, base, decimal) => {
    expect(convertNumber(text, base, 10).decimal).toBe(decimal);
  });

  it('writes letters in upper case and names a base without a name by its number', () => {
    expect(convertNumber('1295', 10, 36)).toMatchObject({
      original: { baseName: 'Decimale' },
      converted: { number: 'ZZ', baseName: 'Base 36' },
      allBases: { binary: '10100001111', octal: '2417', decimal: '1295', hex: '50F' },
    });
    expect(convertNumber('-100', 10, 3).converted.number).toBe('-10201');
  });

  it('keeps every digit of a long number in an unusual base', () => {
    const digits = 'z'.repeat(300);
    expect(convertNumber(digits, 36, 10).decimal).toBe((36n ** 300n - 1n).toString());
  });

  it.each([
    ['1C', 12, '«C»', 'base 12 (Base 12): usa solo le cifre da 0 a 9 e le lettere da A a B'],
    ['3', 3, '«3»', 'base 3 (Base 3): usa solo le cifre da 0 a 2'],
    ['0x1F', 20, '«x»', ''],
  ] as const)('refuses %s in base %i naming the digit', (text, base, digit, hint) => {
    const message = base === 20 ? 'inizia con 0x, che indica la base 16' : `contiene ${digit}, che non è una cifra valida in ${hint}`;
    expect(() => parseInBase(text, base)).toThrow(message);
  });
});

describe('twosComplement', () => {
  it('writes a negative number as the textbooks do (-5 at 8 bits is 11111011)', () => {
    expect(twosComplement(-5n)[0]).toEqual({ bits: 8, binary: '11111011', hex: 'FB' });
    expect(twosComplement(-1n).map((width) => width.hex)).toEqual(['FF', 'FFFF', 'FFFFFFFF', 'FFFFFFFFFFFFFFFF']);
  });

  it('uses only the widths that hold the number as a signed integer', () => {
    expect(twosComplement(127n).map((width) => width.bits)).toEqual([8, 16, 32, 64]);
    expect(twosComplement(128n).map((width) => width.bits)).toEqual([16, 32, 64]);
    expect(twosComplement(-128n)[0]).toEqual({ bits: 8, binary: '10000000', hex: '80' });
    expect(twosComplement(-129n).map((width) => width.bits)).toEqual([16, 32, 64]);
    expect(twosComplement(2n ** 63n - 1n).map((width) => width.bits)).toEqual([64]);
    expect(twosComplement(2n ** 63n)).toEqual([]);
    expect(twosComplement(-(2n ** 63n))[0]!.hex).toBe('8000000000000000');
  });
});

describe('magnitudeOf and bitCount', () => {
  it('names orders of magnitude in Italian', () => {
    expect(magnitudeOf(7n)).toBe('Unità');
    expect(magnitudeOf(1000n)).toBe('Migliaia');
    expect(magnitudeOf(10n ** 12n)).toBe('Migliaia di miliardi');
    expect(magnitudeOf(10n ** 20n)).toBe('Ordine di grandezza 10²⁰');
    expect(magnitudeOf(-(10n ** 13n))).toBe('Ordine di grandezza 10¹³');
  });

  it('counts one bit for zero', () => {
    expect(bitCount(0n)).toBe(1);
    expect(bitCount(1n)).toBe(1);
  });
});

const base = fc.integer({ min: 2, max: 36 });

describe('properties over any base and any text', () => {
  it('gives back every integer written in any base, beyond 2^64 and negative too, through every other base', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(1n << 130n), max: 1n << 130n }), base, base, (value, fromBase, toBase) => {
        const conversion = convertNumber(value.toString(fromBase), fromBase, toBase);
        expect(conversion.decimal).toBe(value.toString());
        expect(parseInBase(conversion.converted.number, toBase)).toBe(value);
        expect(conversion.allBases).toEqual({
          binary: value.toString(2),
          octal: value.toString(8),
          decimal: value.toString(10),
          hex: value.toString(16).toUpperCase(),
        });
        const magnitude = value < 0n ? -value : value;
        expect(conversion.info.isPowerOf2).toBe(magnitude > 0n && (magnitude & (magnitude - 1n)) === 0n);
      }),
      { numRuns: 1000 },
    );
  });

  it('answers any text with a conversion or an Italian sentence, never anything else', () => {
    const digitText = fc.stringMatching(/^-?(0[bBoOxX])?[0-9a-zA-Z _]{0,40}$/);
    fc.assert(
      fc.property(fc.oneof(digitText, fc.string({ maxLength: 30 })), base, base, (text, fromBase, toBase) => {
        const outcome = convertNumberOrError(text, fromBase, toBase);
        if ('error' in outcome) expect(outcome.error).toMatch(/^Il numero (è vuoto|non contiene cifre|contiene «.+», che non è una cifra valida in base|ha un separatore|inizia con 0[box])/su);
        else expect(outcome.conversion.original.number).toBe(text.trim());
      }),
      { numRuns: 3000 },
    );
  });

  it('reads separators as nothing, between digits', () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { minLength: 1, maxLength: 5 }), fc.constantFrom(' ', '_'), (groups, separator) => {
        const digits = groups.map(String);
        expect(parseInBase(digits.join(separator), 10)).toBe(BigInt(digits.join('')));
      }),
    );
  });
});

// Issue 38: «Ordine di grandezza 10^22» is code, not print. Exponents are written in superscript digits.
describe('exponents', () => {
  it('are superscript digits that read back as the same number', () => {
    expect(superscript(22)).toBe('²²');
    fc.assert(
      fc.property(fc.nat(), (value) => {
        const text = superscript(value);
        expect(text).toMatch(/^[⁰¹²³⁴⁵⁶⁷⁸⁹]+$/);
        expect(Number([...text].map((digit) => '⁰¹²³⁴⁵⁶⁷⁸⁹'.indexOf(digit)).join(''))).toBe(value);
      }),
    );
  });

  it('never show a caret in a magnitude', () => {
    fc.assert(fc.property(fc.bigInt(), (value) => expect(magnitudeOf(value)).not.toContain('^')));
  });
});
