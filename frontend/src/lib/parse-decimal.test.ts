import { decimalValue, parseDecimal, readDecimal } from './parse-decimal';

describe('readDecimal', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['1234,56', 1234.56],
    ['1234.56', 1234.56],
    ['1 234,56', 1234.56],
    ['1\u202F234,56', 1234.56],
    ['1\u00A0234,56', 1234.56],
    ['€ 12', 12],
    ['12 €', 12],
    ['12€', 12],
    ['22%', 22],
    ['1.220,00', 1220],
    ['1.234.567', 1234567],
    ['72,5', 72.5],
    [' 72.5 ', 72.5],
    ['180', 180],
    ['0,500', 0.5],
    [',5', 0.5],
    ['12,', 12],
    ['-12,5', -12.5],
    ['\u221212,5', -12.5],
    ['- € 3', -3],
    ['+4', 4],
  ])('reads «%s» as %d without a note', (text, value) => {
    expect(readDecimal(text)).toEqual({ value });
  });

  it('reads a dot before one group of three as the thousands mark, and says so', () => {
    expect(readDecimal('1.200')).toEqual({ value: 1200, note: 'Letto come 1200: il punto separa le migliaia' });
    expect(readDecimal('1.234')).toEqual({ value: 1234, note: 'Letto come 1234: il punto separa le migliaia' });
  });

  it('reads a comma before three digits as the decimal mark, and says so', () => {
    expect(readDecimal('1,234')).toEqual({ value: 1.234, note: 'Letto come 1,234: la virgola separa i decimali' });
  });

  it('takes the English way of writing when nothing else can be meant, and shows the Italian one', () => {
    expect(readDecimal('1,234.56')).toEqual({ value: 1234.56, note: 'Letto come 1.234,56' });
    expect(readDecimal('1,234,567')).toEqual({ value: 1234567, note: 'Letto come 1.234.567' });
  });

  it('accepts the units a field names', () => {
    expect(readDecimal('175 cm', { units: ['cm'] })).toEqual({ value: 175 });
    expect(readDecimal('175 cm')).toEqual({ error: 'Non è un numero: scrivilo come 1234,56 o 1.234,56' });
  });

  it.each(['abc', '1,2,3', '1.2.3', '1 2', '12,34,5', '1.234,5.6', '.', '-', '1e5', 'Infinity', '12 kcm', '€', '0x10'])(
    'refuses «%s» with an Italian sentence',
    (text) => {
      expect(readDecimal(text)).toEqual({ error: 'Non è un numero: scrivilo come 1234,56 o 1.234,56' });
    },
  );

  it('asks for a number in a blank field and refuses endless digits', () => {
    expect(readDecimal('  ')).toEqual({ error: 'Inserisci un numero' });
    expect(readDecimal('9'.repeat(31))).toEqual({ error: 'Il numero ha troppe cifre' });
  });

  it('gives the value alone, or NaN', () => {
    expect(decimalValue('1.234,5')).toBe(1234.5);
    expect(decimalValue('x')).toBeNaN();
  });
});

describe('parseDecimal (a dot is always the decimal point)', () => {
  it('reads a decimal comma and a decimal point alike', () => {
    expect(parseDecimal('72,5')).toBe(72.5);
    expect(parseDecimal('45.464')).toBe(45.464);
  });

  it('gives NaN for blank or non-numeric text', () => {
    expect(parseDecimal('')).toBeNaN();
    expect(parseDecimal('1,2,3')).toBeNaN();
  });
});
