import fc from 'fast-check';
import { addToDate, ageOn, dateDifference, dayFacts, formatIsoDay, parseDay } from './calendar-dates.js';

const day = fc.integer({ min: parseDay('1600-01-01')!, max: parseDay('9000-12-31')! }).map(formatIsoDay);

describe('dateDifference', () => {
  it('counts 367 days from 28 February 2024 to 1 March 2025: a year (to 28 February 2025) and one day', () => {
    expect(dateDifference('2024-02-28', '2025-03-01')).toMatchObject({ days: 367, years: 1, months: 0, remainingDays: 1, weeks: 52, weekDays: 3 });
  });

  it('counts the last day when asked: Monday to Sunday is 7 days', () => {
    expect(dateDifference('2025-03-03', '2025-03-09', true)).toMatchObject({ days: 7, weeks: 1, weekDays: 0 });
    expect(dateDifference('2025-03-03', '2025-03-09')).toMatchObject({ days: 6 });
  });

  it('gives a negative count when the end comes first, with the same span', () => {
    expect(dateDifference('2025-03-01', '2024-02-28')).toMatchObject({ days: -367, years: 1, remainingDays: 1 });
  });

  it('says the weekday, the ISO week and the day of the year', () => {
    // ISO 8601: 29 December 2025 (a Monday) opens week 1 of 2026; 31 December 2024 is the 366th day of a leap year.
    expect(dayFacts(parseDay('2025-12-29')!)).toEqual({ date: '2025-12-29', weekday: 'lunedì', isoWeek: 1, isoWeekYear: 2026, dayOfYear: 363 });
    expect(dayFacts(parseDay('2021-01-03')!)).toMatchObject({ weekday: 'domenica', isoWeek: 53, isoWeekYear: 2020 });
    expect(dayFacts(parseDay('2024-12-31')!)).toMatchObject({ weekday: 'martedì', dayOfYear: 366 });
  });

  it.each([
    ['2025-02-30', '2025-03-01', 'Il campo «Data iniziale» non è una data del calendario: 2025-02-30'],
    ['2025-01-01', '2025-13-01', 'Il campo «Data finale» non è una data del calendario: 2025-13-01'],
    ['1500-01-01', '2025-01-01', 'Il campo «Data iniziale» deve essere una data tra il 1583 e il 9999'],
  ])('refuses %s → %s in Italian', (from, to, error) => {
    expect(dateDifference(from, to)).toEqual({ error });
  });

  it('equals the days added, and years, months and days rebuild the span (fast-check)', () => {
    const dateOf = (outcome: ReturnType<typeof addToDate>) => ('error' in outcome ? outcome.error : outcome.date);
    fc.assert(
      fc.property(day, day, fc.boolean(), (from, to, includeLastDay) => {
        const difference = dateDifference(from, to, includeLastDay);
        if ('error' in difference) throw new Error(difference.error);
        const [early, late] = from <= to ? [from, to] : [to, from];
        const end = dateOf(addToDate(late, includeLastDay ? 1 : 0, 'days'));
        expect(dateOf(addToDate(early, Math.abs(difference.days), 'days'))).toBe(end);
        const months = dateOf(addToDate(early, difference.years * 12 + difference.months, 'months'));
        expect(dateOf(addToDate(months, difference.remainingDays, 'days'))).toBe(end);
        expect(difference.months).toBeLessThan(12);
        expect(difference.remainingDays).toBeLessThan(31);
      }),
    );
  });
});

describe('addToDate (art. 2963 c.c.)', () => {
  it.each([
    ['2025-01-31', 1, 'months', '2025-02-28', true],
    ['2024-01-31', 1, 'months', '2024-02-29', true],
    ['2024-02-29', 1, 'years', '2025-02-28', true],
    ['2024-02-29', 4, 'years', '2028-02-29', false],
    ['2025-03-31', -1, 'months', '2025-02-28', true],
    ['2025-01-15', 2, 'weeks', '2025-01-29', false],
    ['2025-03-01', -1, 'days', '2025-02-28', false],
    ['2025-08-31', 1, 'months', '2025-09-30', true],
  ] as const)('%s plus %d %s is %s', (date, amount, unit, expected, monthEnd) => {
    expect(addToDate(date, amount, unit)).toMatchObject({ date: expected, monthEnd });
  });

  it('refuses a result outside the calendar the tool serves', () => {
    expect(addToDate('9999-12-31', 1, 'days')).toEqual({ error: 'Il risultato deve essere una data tra il 1583 e il 9999' });
    expect(addToDate('2025-01-01', 2.5, 'days')).toEqual({ error: 'Il campo «Quantità» deve essere un numero intero tra -3.000.000 e 3.000.000' });
  });

  it('returns the date after adding then subtracting days (fast-check)', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -100_000, max: 100_000 }), (date, amount) => {
        const there = addToDate(date, amount, 'days');
        if ('error' in there) return;
        expect(addToDate(there.date, -amount, 'days')).toMatchObject({ date });
      }),
    );
  });

  it('ends every input in a date or an Italian message (fast-check)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer(), fc.constantFrom('days', 'weeks', 'months', 'years' as const), (date, amount, unit) => {
        const outcome = addToDate(date, amount, unit);
        expect('error' in outcome ? outcome.error : outcome.date).toMatch(/^(Il |\d{4}-\d{2}-\d{2}$)/);
      }),
    );
  });
});

describe('ageOn', () => {
  it('is 35 years, 11 months and 30 days the day before the 36th birthday', () => {
    expect(ageOn('1990-06-16', '2026-06-15')).toMatchObject({
      years: 35,
      months: 11,
      days: 30,
      daysLived: 13148,
      birthdayToday: false,
      nextBirthday: { date: '2026-06-16', weekday: 'martedì', age: 36, daysUntil: 1 },
    });
  });

  it('gives someone born on 29 February a birthday on 28 February of a common year (art. 2963 c.c.)', () => {
    expect(ageOn('2008-02-29', '2026-02-27')).toMatchObject({ years: 17, leapDayBirth: true, nextBirthday: { date: '2026-02-28', age: 18, daysUntil: 1 } });
    expect(ageOn('2008-02-29', '2026-02-28')).toMatchObject({ years: 18, months: 0, days: 0, birthdayToday: true });
    expect(ageOn('2008-02-29', '2028-02-29')).toMatchObject({ years: 20, birthdayToday: true });
  });

  it('refuses a day before the birth', () => {
    expect(ageOn('2000-01-02', '2000-01-01')).toEqual({ error: 'La data «Alla data» deve essere uguale o successiva alla «Data di nascita»' });
  });

  it('never grows younger as days pass (fast-check)', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 40_000 }), (birth, lived) => {
        const on = addToDate(birth, lived, 'days');
        const next = addToDate(birth, lived + 1, 'days');
        if ('error' in on || 'error' in next) return;
        const today = ageOn(birth, on.date);
        const tomorrow = ageOn(birth, next.date);
        if ('error' in today || 'error' in tomorrow) throw new Error('refused');
        expect(tomorrow.years * 400 + tomorrow.months * 32 + tomorrow.days).toBeGreaterThan(today.years * 400 + today.months * 32 + today.days);
        expect(today.nextBirthday.daysUntil).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
