import { formatSignificant, isOne, plural } from './format';

describe('formatSignificant', () => {
  it('keeps six significant digits of a fraction and every digit of a whole part', () => {
    expect(formatSignificant(0.621371192237)).toBe('0,621371');
    expect(formatSignificant(0.0166666666667)).toBe('0,0166667');
    expect(formatSignificant(14.6666666667)).toBe('14,6667');
    expect(formatSignificant(1609.344)).toBe('1609,34');
    expect(formatSignificant(1073741824)).toBe('1.073.741.824');
    expect(formatSignificant(212)).toBe('212');
    expect(formatSignificant(-40)).toBe('-40');
    expect(formatSignificant(1e-9)).toBe('0,000000001');
  });
});

describe('singular and plural', () => {
  it('uses the singular for one only', () => {
    expect(plural(1, 'giorno', 'giorni')).toBe('giorno');
    expect(plural(0, 'giorno', 'giorni')).toBe('giorni');
    expect(plural(2, 'giorno', 'giorni')).toBe('giorni');
    expect(isOne('1')).toBe(true);
    expect(isOne('1,5')).toBe(false);
    expect(isOne('0,999')).toBe(false);
    expect(isOne('11')).toBe(false);
  });
});
