import fc from 'fast-check';
import { readItalianTime, TIME_FORMAT_HINT } from './italian-time';

describe('a time typed the Italian way', () => {
  it.each([
    ['15:30', '15:30'],
    ['15.30', '15:30'],
    ['15,30', '15:30'],
    ['1530', '15:30'],
    ['15h30', '15:30'],
    ['ore 9', '09:00'],
    ['9', '09:00'],
    [' 9:05 ', '09:05'],
    ['0:00', '00:00'],
    ['23:59', '23:59'],
  ])('«%s» is %s', (text, time) => {
    expect(readItalianTime(text)).toEqual({ time });
  });

  it('says in Italian what is not a time of day, and an empty field is empty', () => {
    expect(readItalianTime('24:00')).toEqual({ error: "Le ore vanno da 0 a 23: «24:00» non è un'ora del giorno" });
    expect(readItalianTime('9:75')).toEqual({ error: "I minuti vanno da 00 a 59: «9:75» non è un'ora del giorno" });
    expect(readItalianTime('3 PM')).toEqual({ error: TIME_FORMAT_HINT });
    expect(readItalianTime('  ')).toEqual({ empty: true });
  });

  it('reads back every time of the day as it is shown, and ends any text in a time or an Italian message', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (hours, minutes) => {
        const shown = `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
        expect(readItalianTime(shown)).toEqual({ time: shown });
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const reading = readItalianTime(text);
        if ('time' in reading) expect(reading.time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        if ('error' in reading) expect(reading.error.length).toBeGreaterThan(0);
      }),
    );
  });
});
