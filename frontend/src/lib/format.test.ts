import fc from 'fast-check';
import { equalsOrAbout, formatDateTime, formatDay, formatNumber, formatSignificant, formatUpTo, formatWithFirstOfMonth, isOne, onDay, plural } from './format';

// Issue 36: one page wrote «1818,73 €» beside «23.643,43 €» (Intl's it-IT groups from five digits). Italian payslips
// and invoices group every amount from four digits: «1.818,73 €».
describe('Italian grouping', () => {
  it('groups thousands from four digits on, the same way at every size', () => {
    expect(formatNumber(1818.73, 2)).toBe('1.818,73');
    expect(formatNumber(23_643.43, 2)).toBe('23.643,43');
    expect(formatNumber(999.5, 2)).toBe('999,50');
    expect(formatUpTo(1234.5, 2)).toBe('1.234,5');
    expect(formatNumber(-1500)).toBe('-1.500');
  });
});

// Issue 36: «=» before a rounded figure says what is not so; the page writes «≈» where it rounds.
describe('equalsOrAbout', () => {
  it('says «=» when the figure shown is the value, «≈» when it is a rounding of it', () => {
    expect(equalsOrAbout(0.001)).toBe('=');
    expect(equalsOrAbout(1073741824)).toBe('=');
    expect(equalsOrAbout(2.9296875)).toBe('≈');
    expect(equalsOrAbout(37.7777777778)).toBe('≈');
  });
});

describe('formatSignificant', () => {
  it('keeps six significant digits of a fraction and every digit of a whole part', () => {
    expect(formatSignificant(0.621371192237)).toBe('0,621371');
    expect(formatSignificant(0.0166666666667)).toBe('0,0166667');
    expect(formatSignificant(14.6666666667)).toBe('14,6667');
    expect(formatSignificant(1609.344)).toBe('1.609,34');
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

describe('dates', () => {
  it('writes the first of the month as «1°», as Italian laws and circulars do, and the other days as numbers', () => {
    expect(formatDay('2026-05-01')).toBe('1° maggio 2026');
    expect(formatDay('2024-01-01')).toBe('1° gennaio 2024');
    expect(formatDay('2025-01-15')).toBe('15 gennaio 2025');
    expect(formatDay('2025-10-11')).toBe('11 ottobre 2025');
    expect(formatDay('2025-10-21')).toBe('21 ottobre 2025');
    expect(formatDateTime(new Date(2025, 8, 1, 14, 30).toISOString())).toMatch(/^1° settembre 2025\b.*14:30$/);
    expect(formatWithFirstOfMonth(new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'short' }), new Date(2025, 0, 1))).toBe('1° gen');
  });

  it('puts the ordinal on day 1 only, for any day of any year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (year, month, day) => {
        const date = new Date(Date.UTC(year, month - 1, day));
        fc.pre(date.getUTCDate() === day && date.getUTCFullYear() === year);
        const iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        const shown = formatDay(iso);
        expect(shown.startsWith(day === 1 ? '1° ' : `${day} `)).toBe(true);
        expect(shown.endsWith(` ${year}`)).toBe(true);
      }),
    );
  });

  it('hands back what is not a day as it came', () => {
    expect(formatDay('')).toBe('');
    expect(formatDay('N/A')).toBe('N/A');
  });
});

// Issue 38: «verificate il 8 dicembre 2025». Italian elides the article before a day read with a vowel.
describe('the article before a day', () => {
  it('is «l\'» before 8 and 11 and «il» before any other day', () => {
    expect(onDay('2025-12-08')).toBe("l'8 dicembre 2025");
    expect(onDay('2026-03-11')).toBe("l'11 marzo 2026");
    expect(onDay('2025-05-01')).toBe('il 1° maggio 2025');
    expect(onDay('2025-12-18')).toBe('il 18 dicembre 2025');
    expect(onDay('2025-08-28')).toBe('il 28 agosto 2025');
  });

  it('never writes «il 8» nor «il 11» for any day', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), (date) => {
        const text = onDay(date.toISOString().slice(0, 10));
        expect(text).not.toMatch(/^il (8|11) /);
        expect(text).toMatch(/^(il |l'(8|11) )/);
      }),
    );
  });
});
