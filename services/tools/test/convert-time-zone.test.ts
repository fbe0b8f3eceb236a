import fc from 'fast-check';
import { ERROR_EXAMPLES } from '@orbita/proto-types';
import { convertTimeZone, ZONE_CITIES } from '@orbita/proto-types/time-zones';
import { toolEndpointForSuite } from './support.js';

const send = toolEndpointForSuite('/api/convert-time-zone');

// Rules of the IANA tz database (file `europe`: EU rules, last Sunday of March and of October at 01:00 UTC).
describe('POST /api/convert-time-zone', () => {
  it('converts 15:00 in Italy on 1 July 2026 to 09:00 in New York, saying the tzdata it used', async () => {
    const response = await send({ dateTime: '2026-07-01T15:00', from: 'Europe/Rome', to: 'America/New_York' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      dateTime: '2026-07-01T09:00',
      offset: '-04:00',
      from: { zone: 'Europe/Rome', offset: '+02:00', summerTime: true },
      to: { zone: 'America/New_York', name: 'New York' },
      utc: '2026-07-01T13:00Z',
      differenceMinutes: -360,
      tzdata: process.versions.tz,
    });
  });

  it('takes Italian city names both ways', async () => {
    expect((await send({ dateTime: '2026-01-15T09:00', from: 'Tokyo', to: 'Roma' })).json()).toMatchObject({ dateTime: '2026-01-15T01:00', offset: '+01:00' });
  });

  it('refuses the hour skipped in Italy with an Italian 400 of its own code', async () => {
    const response = await send({ dateTime: '2026-03-29T02:30', from: 'Europe/Rome', to: 'America/New_York' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "Il 29 marzo 2026 a Roma le 02:30 non esistono: alle 02:00 gli orologi passano alle 03:00 (inizio dell'ora legale). Scegli un'ora prima delle 02:00 o dalle 03:00 in poi.",
      code: 'TOOLS_NONEXISTENT_TIME',
    });
  });

  it('asks which of the two 02:30 of 25 October 2026 is meant, and answers each', async () => {
    const unchosen = await send({ dateTime: '2026-10-25T02:30', from: 'Europe/Rome', to: 'UTC' });
    expect(unchosen.statusCode).toBe(400);
    expect(unchosen.json()).toMatchObject({ code: 'TOOLS_AMBIGUOUS_TIME', error: expect.stringContaining('«earlier» per la prima volta (UTC+02:00, ora legale) o «later» per la seconda (UTC+01:00, ora solare)') });
    expect((await send({ dateTime: '2026-10-25T02:30', from: 'Europe/Rome', to: 'UTC', occurrence: 'earlier' })).json()).toMatchObject({ dateTime: '2026-10-25T00:30' });
    expect((await send({ dateTime: '2026-10-25T02:30', from: 'Europe/Rome', to: 'UTC', occurrence: 'later' })).json()).toMatchObject({ dateTime: '2026-10-25T01:30' });
  });

  it.each([
    [{ dateTime: '2026-07-01 15:00', from: 'Roma', to: 'Tokyo' }, 'TOOLS_INVALID_TIME_ZONE'],
    [{ dateTime: '2026-07-01T15:00', from: 'Marte', to: 'Tokyo' }, 'TOOLS_INVALID_TIME_ZONE'],
    [{ dateTime: '2026-07-01T15:00', from: 'Roma', to: 'Tokyo', occurrence: 'poi' }, 'INVALID_INPUT'],
    [{ dateTime: 1, from: 'Roma', to: 'Tokyo' }, 'INVALID_INPUT'],
    [{ from: 'Roma', to: 'Tokyo' }, 'INVALID_INPUT'],
  ])('refuses %j with an Italian 400 (%s)', async (body, code) => {
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, error: expect.stringMatching(/^(Il|La|Manca)/) });
  });

  it('answers what the page computes with the shared logic (fast-check)', async () => {
    const zone = fc.constantFrom(...ZONE_CITIES.map((city) => city.zone));
    const minute = fc.integer({ min: 0, max: 20 * 525_600 }).map((m) => new Date(Date.UTC(2015, 0, 1) + m * 60_000).toISOString().slice(0, 16));
    await fc.assert(
      fc.asyncProperty(minute, zone, zone, fc.option(fc.constantFrom('earlier' as const, 'later' as const), { nil: undefined }), async (dateTime, from, to, occurrence) => {
        const page = convertTimeZone({ dateTime, from, to, occurrence });
        const response = await send({ dateTime, from, to, ...(occurrence ? { occurrence } : {}) });
        expect(response.json()).toEqual('error' in page ? page : { ...page, tzdata: process.versions.tz });
      }),
      { numRuns: 60 },
    );
  });
});

describe('the documented refusals of POST /api/convert-time-zone', () => {
  it('are what the service answers, word for word', async () => {
    const requests: Record<string, object> = {
      TOOLS_NONEXISTENT_TIME: { dateTime: '2026-03-29T02:30', from: 'Europe/Rome', to: 'America/New_York' },
      TOOLS_AMBIGUOUS_TIME: { dateTime: '2026-10-25T02:30', from: 'Europe/Rome', to: 'America/New_York' },
      TOOLS_INVALID_TIME_ZONE: { dateTime: '2026-07-01T15:00', from: 'Europe/Rome', to: 'Europe/Atlantide' },
    };
    for (const example of ERROR_EXAMPLES.convertTimeZone!) {
      expect((await send(requests[example.code]!)).json()).toEqual({ error: example.error, code: example.code });
    }
  });
});
