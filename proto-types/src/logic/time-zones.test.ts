import fc from 'fast-check';
import { convertTimeZone, parseWallTime, resolveWallTime, ZONE_CITIES, zoneOf, type TimeZoneConversion } from './time-zones.js';

/*
 * Worked examples from the rules of the IANA time zone database (tzdata, https://www.iana.org/time-zones; the
 * files `europe`, `northamerica`, `australasia`, `asia`, `southamerica`). Every date is chosen where those rules
 * have been stable for years, so that a newer tzdata in the platform does not change the expected answers.
 *  - europe, «Rule EU 1981 max - Mar lastSun 1:00u 1:00 S» and «Rule EU 1996 max - Oct lastSun 1:00u 0 -»;
 *    «Zone Europe/Rome … 1:00 EU CE%sT»: clocks go from 02:00 to 03:00 on the last Sunday of March and from
 *    03:00 back to 02:00 on the last Sunday of October (29 March and 25 October 2026).
 *  - northamerica, «Rule US 2007 max - Mar Sun>=8 2:00 1:00 D» and «Rule US 2007 max - Nov Sun>=1 2:00 0 S»;
 *    New York is -5:00 (EST) and -4:00 (EDT): 8 March and 1 November 2026.
 *  - australasia, «Rule AN 2008 max - Apr Sun>=1 2:00s 0 S» and «Oct Sun>=1 2:00s 1:00 D»: Sydney goes back
 *    from 03:00 to 02:00 on 5 April 2026. «Rule LH 2008 max - Oct Sun>=1 2:00 0:30 -»: Lord Howe Island skips
 *    half an hour, 02:00 to 02:30, on 4 October 2026.
 *  - asia, «Zone Asia/Kolkata … 5:30 - IST»; «Zone Asia/Kathmandu … 5:45 - +0545».
 *  - southamerica, Brazil's last DST rule ends in 2019: São Paulo has been -3:00 all year since.
 */

const ok = (outcome: ReturnType<typeof convertTimeZone>): TimeZoneConversion => {
  if ('error' in outcome) throw new Error(outcome.error);
  return outcome;
};

describe('convertTimeZone, worked examples (IANA tzdata)', () => {
  it('converts 15:00 in Rome on 1 July 2026 to 09:00 in New York (CEST +02:00, EDT -04:00)', () => {
    expect(convertTimeZone({ dateTime: '2026-07-01T15:00', from: 'Europe/Rome', to: 'America/New_York' })).toEqual({
      dateTime: '2026-07-01T09:00',
      offset: '-04:00',
      summerTime: true,
      from: { zone: 'Europe/Rome', name: 'Roma', dateTime: '2026-07-01T15:00', offset: '+02:00', summerTime: true },
      to: { zone: 'America/New_York', name: 'New York', dateTime: '2026-07-01T09:00', offset: '-04:00', summerTime: true },
      utc: '2026-07-01T13:00Z',
      differenceMinutes: -360,
    });
  });

  it.each([
    ['2026-01-15T09:00', 'Roma', 'Tokyo', '2026-01-15T17:00', '+09:00'],
    ['2026-01-15T09:00', 'Roma', 'New York', '2026-01-15T03:00', '-05:00'],
    // Between the US change (8 March) and the EU one (29 March) Rome and New York are five hours apart.
    ['2026-03-20T12:00', 'Roma', 'New York', '2026-03-20T07:00', '-04:00'],
    ['2026-07-01T23:30', 'Roma', 'Sydney', '2026-07-02T07:30', '+10:00'],
    ['2026-01-10T12:00', 'Roma', 'Sydney', '2026-01-10T22:00', '+11:00'],
    ['2026-07-01T12:00', 'Roma', 'Asia/Kolkata', '2026-07-01T15:30', '+05:30'],
    ['2026-07-01T12:00', 'Roma', 'Asia/Kathmandu', '2026-07-01T15:45', '+05:45'],
    ['2026-07-01T12:00', 'Roma', 'San Paolo', '2026-07-01T07:00', '-03:00'],
    ['2026-01-10T12:00', 'Roma', 'San Paolo', '2026-01-10T08:00', '-03:00'],
    ['2026-07-01T12:00', 'Roma', 'Londra', '2026-07-01T11:00', '+01:00'],
    ['2026-07-01T12:00', 'Roma', 'Mosca', '2026-07-01T13:00', '+03:00'],
    ['2026-07-01T09:00', 'New York', 'Roma', '2026-07-01T15:00', '+02:00'],
    ['2026-03-29T01:59', 'Roma', 'UTC', '2026-03-29T00:59', '+00:00'],
    ['2026-03-29T03:00', 'Roma', 'UTC', '2026-03-29T01:00', '+00:00'],
  ])('%s in %s, in %s, is %s', (dateTime, from, to, expected, offset) => {
    expect(ok(convertTimeZone({ dateTime, from, to }))).toMatchObject({ dateTime: expected, offset });
  });

  it('refuses the hour skipped in Italy on 29 March 2026, in Italian', () => {
    expect(convertTimeZone({ dateTime: '2026-03-29T02:30', from: 'Europe/Rome', to: 'America/New_York' })).toEqual({
      error: "Il 29 marzo 2026 a Roma le 02:30 non esistono: alle 02:00 gli orologi passano alle 03:00 (inizio dell'ora legale). Scegli un'ora prima delle 02:00 o dalle 03:00 in poi.",
      code: 'TOOLS_NONEXISTENT_TIME',
    });
  });

  it('asks which time is meant in the hour repeated in Italy on 25 October 2026, then gives CEST or CET', () => {
    expect(convertTimeZone({ dateTime: '2026-10-25T02:30', from: 'Europe/Rome', to: 'UTC' })).toEqual({
      error:
        "Il 25 ottobre 2026 a Roma le 02:30 ci sono due volte: alle 03:00 gli orologi tornano alle 02:00 (fine dell'ora legale). Indica «occurrence»: «earlier» per la prima volta (UTC+02:00, ora legale) o «later» per la seconda (UTC+01:00, ora solare).",
      code: 'TOOLS_AMBIGUOUS_TIME',
    });
    expect(ok(convertTimeZone({ dateTime: '2026-10-25T02:30', from: 'Europe/Rome', to: 'UTC', occurrence: 'earlier' }))).toMatchObject({ utc: '2026-10-25T00:30Z', from: { offset: '+02:00', summerTime: true } });
    expect(ok(convertTimeZone({ dateTime: '2026-10-25T02:30', from: 'Europe/Rome', to: 'UTC', occurrence: 'later' }))).toMatchObject({ utc: '2026-10-25T01:30Z', from: { offset: '+01:00', summerTime: false } });
    // Any hour outside the repeated one needs no choice, and a choice given anyway changes nothing.
    expect(ok(convertTimeZone({ dateTime: '2026-10-25T03:00', from: 'Europe/Rome', to: 'UTC', occurrence: 'earlier' }))).toMatchObject({ utc: '2026-10-25T02:00Z' });
    expect(ok(convertTimeZone({ dateTime: '2026-10-25T01:59', from: 'Europe/Rome', to: 'UTC' }))).toMatchObject({ utc: '2026-10-24T23:59Z' });
  });

  it('knows the changes of other zones: New York, Sydney, Lord Howe (half an hour)', () => {
    expect(resolveWallTime('America/New_York', parseWallTime('2026-03-08T02:30')!)).toMatchObject({ kind: 'skipped', from: parseWallTime('2026-03-08T02:00'), to: parseWallTime('2026-03-08T03:00') });
    expect(ok(convertTimeZone({ dateTime: '2026-11-01T01:30', from: 'New York', to: 'Roma', occurrence: 'later' }))).toMatchObject({ dateTime: '2026-11-01T07:30', from: { offset: '-05:00' } });
    expect(ok(convertTimeZone({ dateTime: '2026-11-01T01:30', from: 'New York', to: 'Roma', occurrence: 'earlier' }))).toMatchObject({ dateTime: '2026-11-01T06:30', from: { offset: '-04:00' } });
    expect(ok(convertTimeZone({ dateTime: '2026-04-05T02:30', from: 'Sydney', to: 'UTC', occurrence: 'earlier' }))).toMatchObject({ utc: '2026-04-04T15:30Z' });
    expect(ok(convertTimeZone({ dateTime: '2026-04-05T02:30', from: 'Sydney', to: 'UTC', occurrence: 'later' }))).toMatchObject({ utc: '2026-04-04T16:30Z' });
    expect(convertTimeZone({ dateTime: '2026-10-04T02:15', from: 'Australia/Lord_Howe', to: 'UTC' })).toMatchObject({
      code: 'TOOLS_NONEXISTENT_TIME',
      error: expect.stringContaining('alle 02:00 gli orologi passano alle 02:30'),
    });
  });

  it('reads Italian city names and zone ids in any case', () => {
    expect(zoneOf('londra')).toBe('Europe/London');
    expect(zoneOf(' San Paolo ')).toBe('America/Sao_Paulo');
    expect(zoneOf('Citta del Messico')).toBe('America/Mexico_City');
    expect(zoneOf('america/new_york')).toBe('America/New_York');
    expect(zoneOf('Marte')).toBeNull();
    for (const city of ZONE_CITIES) expect(zoneOf(city.name)).toBe(city.zone);
  });

  it.each([
    [{ dateTime: '2026-02-30T10:00', from: 'Roma', to: 'Tokyo' }, 'Il campo «Data e ora» deve essere una data e ora reale scritta AAAA-MM-GGTHH:MM (es. 2026-07-01T15:00), tra il 1900 e il 2100'],
    [{ dateTime: '2026-07-01T24:00', from: 'Roma', to: 'Tokyo' }, 'Il campo «Data e ora» deve essere una data e ora reale scritta AAAA-MM-GGTHH:MM (es. 2026-07-01T15:00), tra il 1900 e il 2100'],
    [{ dateTime: '2026-07-01T10:00', from: 'Marte', to: 'Tokyo' }, 'Il campo «Fuso di partenza» non è un fuso orario conosciuto: «Marte» (usa un id IANA come Europe/Rome o America/New_York, o una città come Londra)'],
    [{ dateTime: '2026-07-01T10:00', from: 'Roma', to: 'Europe/Atlantide' }, 'Il campo «Fuso di arrivo» non è un fuso orario conosciuto: «Europe/Atlantide» (usa un id IANA come Europe/Rome o America/New_York, o una città come Londra)'],
  ])('refuses %j in Italian', (request, error) => {
    expect(convertTimeZone(request)).toEqual({ error, code: 'TOOLS_INVALID_TIME_ZONE' });
  });
});

const zones = fc.constantFrom(...ZONE_CITIES.map((city) => city.zone), 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/St_Johns', 'Pacific/Chatham');
const wallTime = fc
  .record({ minute: fc.integer({ min: 0, max: (Date.UTC(2040, 0, 1) - Date.UTC(1980, 0, 1)) / 60_000 }) })
  .map(({ minute }) => new Date(Date.UTC(1980, 0, 1) + minute * 60_000).toISOString().slice(0, 16));

describe('convertTimeZone, properties', () => {
  it('round-trips: converted there and back, a time comes back as it was, except in the skipped hour (fast-check)', () => {
    fc.assert(
      fc.property(wallTime, zones, zones, fc.constantFrom('earlier' as const, 'later' as const), (dateTime, from, to, occurrence) => {
        const there = convertTimeZone({ dateTime, from, to, occurrence });
        if ('error' in there) {
          expect(there.code).toBe('TOOLS_NONEXISTENT_TIME');
          return;
        }
        // The instant there may itself fall in a repeated hour of `to`: the offset found says which time it is.
        const back = ok(convertTimeZone({ dateTime: there.dateTime, from: to, to: from, occurrence: 'earlier' }));
        const backLater = ok(convertTimeZone({ dateTime: there.dateTime, from: to, to: from, occurrence: 'later' }));
        expect([back.utc, backLater.utc]).toContain(there.utc);
        expect(back.utc === there.utc ? back.dateTime : backLater.dateTime).toBe(dateTime);
      }),
      { numRuns: 400 },
    );
  });

  it('ends any input at once in a result or an Italian message (fast-check)', () => {
    const text = fc.oneof(fc.string({ maxLength: 30 }), wallTime, zones, fc.constantFrom('Londra', 'tokyo', '2026-03-29T02:30', '2026-10-25T02:30'));
    fc.assert(
      fc.property(text, text, text, fc.option(fc.constantFrom('earlier', 'later', 'dopo'), { nil: undefined }), (dateTime, from, to, occurrence) => {
        const request = { dateTime, from, to, occurrence: occurrence as 'earlier' | undefined };
        // Timed twice, the faster kept: a busy machine may pause the process in the middle of one call.
        const timed = () => {
          const started = performance.now();
          return { outcome: convertTimeZone(request), elapsed: performance.now() - started };
        };
        let { outcome, elapsed } = timed();
        if (elapsed > 50) ({ outcome, elapsed } = timed());
        expect(elapsed).toBeLessThan(50);
        if ('error' in outcome) expect(outcome.error).toMatch(/^Il (campo|\d)/);
        else expect(outcome.dateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
      }),
      { numRuns: 500 },
    );
  });
});
