import fc from 'fast-check';
import { addToDate, ageOn, DATE_UNITS, dateDifference, formatIsoDay, parseDay } from '@orbita/proto-types/calendar-dates';
import { toolEndpointForSuite } from './support.js';

const difference = toolEndpointForSuite('/api/calculate-date-difference');
const add = toolEndpointForSuite('/api/add-to-date');
const age = toolEndpointForSuite('/api/calculate-age');

describe('POST /api/calculate-date-difference', () => {
  it('counts the days between two dates, as years, months and days too', async () => {
    const response = await difference({ from: '2024-02-28', to: '2025-03-01' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      days: 367,
      weeks: 52,
      weekDays: 3,
      years: 1,
      months: 0,
      remainingDays: 1,
      includeLastDay: false,
      from: { date: '2024-02-28', weekday: 'mercoledì', isoWeek: 9, isoWeekYear: 2024, dayOfYear: 59 },
      to: { date: '2025-03-01', weekday: 'sabato', isoWeek: 9, isoWeekYear: 2025, dayOfYear: 60 },
    });
  });

  it('counts the last day when asked', async () => {
    expect((await difference({ from: '2025-03-03', to: '2025-03-09', includeLastDay: true })).json()).toMatchObject({ days: 7 });
  });

  it.each([
    [{ from: '2025-02-30', to: '2025-03-01' }, 'Il campo «Data iniziale» non è una data del calendario: 2025-02-30', 'TOOLS_INVALID_DATE'],
    [{ from: '01/02/2025', to: '2025-03-01' }, 'Il campo «Data iniziale» non ha un formato valido', 'INVALID_INPUT'],
    [{ from: '2025-01-01' }, expect.stringContaining('«Data finale»'), 'INVALID_INPUT'],
  ])('refuses %j with an Italian 400', async (payload, error, code) => {
    const response = await difference(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code });
  });
});

describe('POST /api/add-to-date', () => {
  it('adds a month to 31 January: 28 February, by art. 2963 c.c.', async () => {
    const response = await add({ date: '2025-01-31', amount: 1, unit: 'months' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ date: '2025-02-28', weekday: 'venerdì', isoWeek: 9, isoWeekYear: 2025, dayOfYear: 59, monthEnd: true });
  });

  it('subtracts with a negative amount', async () => {
    expect((await add({ date: '2025-03-01', amount: -2, unit: 'weeks' })).json()).toMatchObject({ date: '2025-02-15', monthEnd: false });
  });

  it.each([
    [{ date: '2025-01-01', amount: 1, unit: 'fortnights' }, 'Il campo «Unità» deve essere «Giorni», «Settimane», «Mesi» o «Anni»', 'INVALID_INPUT'],
    [{ date: '2025-01-01', amount: 1.5, unit: 'days' }, 'Il campo «Quantità» deve essere un numero intero', 'INVALID_INPUT'],
    [{ date: '9999-12-31', amount: 1, unit: 'days' }, 'Il risultato deve essere una data tra il 1583 e il 9999', 'TOOLS_INVALID_DATE'],
  ])('refuses %j with an Italian 400', async (payload, error, code) => {
    const response = await add(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code });
  });
});

describe('POST /api/calculate-age', () => {
  it('gives the exact age on a day and the next birthday', async () => {
    const response = await age({ birthDate: '1990-06-16', on: '2026-06-15' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ years: 35, months: 11, days: 30, daysLived: 13148, nextBirthday: { date: '2026-06-16', weekday: 'martedì', age: 36, daysUntil: 1 } });
  });

  it('reckons the age on today when no day is given', async () => {
    expect((await age({ birthDate: '2000-02-29' })).json()).toMatchObject({ leapDayBirth: true, years: expect.any(Number) });
  });

  it('refuses a day before the birth with an Italian 400', async () => {
    const response = await age({ birthDate: '2026-01-02', on: '2026-01-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'La data «Alla data» deve essere uguale o successiva alla «Data di nascita»', code: 'TOOLS_INVALID_DATE' });
  });
});

describe('the page and the service agree', () => {
  const day = fc.integer({ min: parseDay('1583-01-01')!, max: parseDay('9999-12-31')! }).map(formatIsoDay);

  it('answers over HTTP exactly what the page works out with the shared logic (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(day, day, fc.boolean(), fc.integer({ min: -50_000, max: 50_000 }), fc.constantFrom(...DATE_UNITS), async (from, to, includeLastDay, amount, unit) => {
        const counted = await difference({ from, to, includeLastDay });
        expect(counted.json()).toEqual(dateDifference(from, to, includeLastDay));
        const added = await add({ date: from, amount, unit });
        const page = addToDate(from, amount, unit);
        expect(added.json()).toEqual('error' in page ? { error: page.error, code: 'TOOLS_INVALID_DATE' } : page);
        if (from <= to) expect((await age({ birthDate: from, on: to })).json()).toEqual(ageOn(from, to));
      }),
      { numRuns: 60 },
    );
  });
});
