import fc from 'fast-check';
import { formatItalianDate, readItalianDate } from './italian-date';

describe('dates typed the Italian way', () => {
  it.each([
    ['16/06/2025', '2025-06-16'],
    ['16-6-25', '2025-06-16'],
    ['16.06.2025', '2025-06-16'],
    ['16 giugno 2025', '2025-06-16'],
    ['16 Giu 2025', '2025-06-16'],
    ['1º maggio 2024', '2024-05-01'],
    ['10/12/85', '1985-12-10'],
    ['29/02/2024', '2024-02-29'],
    ['2025-06-16', '2025-06-16'],
    ['2025-3-3', '2025-03-03'],
  ])('reads «%s» as %s, day first as Italians write it', (text, iso) => {
    expect(readItalianDate(text, { thisYear: 2026 })).toEqual({ iso });
  });

  it('says what is wrong in Italian: no such day, out of range, or not a date', () => {
    expect(readItalianDate('29/02/2025')).toEqual({ error: 'Il 29/02/2025 non esiste nel calendario' });
    expect(readItalianDate('01/01/1900', { min: '1949-01-01', max: '2199-12-31' })).toEqual({ error: 'Scrivi una data tra il 01/01/1949 e il 31/12/2199' });
    expect(readItalianDate('domani')).toEqual({ error: 'Scrivi la data come 16/06/2025 o 16 giugno 2025' });
    expect(readItalianDate('  ')).toEqual({ empty: true });
  });

  it('reads back every day it writes, and ends at once in a day or a message whatever is typed', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }), (date) => {
        const iso = date.toISOString().slice(0, 10);
        expect(readItalianDate(formatItalianDate(iso))).toEqual({ iso });
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const reading = readItalianDate(text);
        expect(['iso' in reading, 'empty' in reading, 'error' in reading].filter(Boolean)).toHaveLength(1);
        if ('iso' in reading) expect(reading.iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }),
    );
  });
});
