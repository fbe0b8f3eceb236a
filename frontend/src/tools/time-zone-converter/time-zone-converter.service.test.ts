import { computeZoneForm, dayShift, defaultZoneForm, italianNow, shownZones, workingOverlap, type ZoneAnswer } from './time-zone-converter.service';

const form = (changes: Parameters<typeof computeZoneForm>[0] extends infer F ? Partial<F> : never) => ({ ...defaultZoneForm(), ...changes });
const answer = (outcome: ReturnType<typeof computeZoneForm>): ZoneAnswer => {
  if ('error' in outcome) throw new Error(outcome.error);
  return outcome;
};

describe('time zone converter, in the page', () => {
  it('reads the time in Italy and says it in each chosen city (IANA rules: CEST +2, EDT -4, JST +9)', () => {
    const outcome = answer(computeZoneForm(form({ date: '2026-07-01', time: '15:00', from: 'Roma', cities: ['America/New_York', 'Asia/Tokyo'] })));
    expect(outcome.times.map((time) => [time.name, time.dateTime])).toEqual([
      ['New York', '2026-07-01T09:00'],
      ['Tokyo', '2026-07-01T22:00'],
    ]);
    expect(outcome.repeated).toBeUndefined();
  });

  it('goes back to Italy: a time read in New York shows Rome first', () => {
    const outcome = answer(computeZoneForm(form({ date: '2026-07-01', time: '09:00', from: 'New York', cities: ['Asia/Tokyo'] })));
    expect(outcome.times[0]).toMatchObject({ zone: 'Europe/Rome', dateTime: '2026-07-01T15:00' });
    expect(shownZones('Europe/Rome', ['Europe/Rome', 'Asia/Tokyo'])).toEqual(['Asia/Tokyo']);
  });

  it('says the skipped hour in Italian and lets the visitor choose in the repeated one', () => {
    expect(computeZoneForm(form({ date: '2026-03-29', time: '02:30', from: 'Roma' }))).toEqual({ error: expect.stringMatching(/^Il 29 marzo 2026 a Roma le 02:30 non esistono/) });
    const first = answer(computeZoneForm(form({ date: '2026-10-25', time: '02:30', from: 'Roma', cities: ['UTC'], occurrence: 'earlier' })));
    expect(first.repeated).toEqual({ clock: '02:30', earlier: { offset: '+02:00', summerTime: true }, later: { offset: '+01:00', summerTime: false } });
    expect(first.times[0]!.dateTime).toBe('2026-10-25T00:30');
    const second = answer(computeZoneForm(form({ date: '2026-10-25', time: '02:30', from: 'Roma', cities: ['UTC'], occurrence: 'later' })));
    expect(second.times[0]!.dateTime).toBe('2026-10-25T01:30');
  });

  it('refuses an unknown place or time in Italian', () => {
    expect(computeZoneForm(form({ from: 'Marte' }))).toEqual({ error: expect.stringContaining('Fuso orario non trovato') });
    expect(computeZoneForm(form({ time: '' }))).toEqual({ error: expect.stringContaining('Inserisci una data e un orario validi') });
  });

  it('finds the working hours in common, and says them in words', () => {
    // 1 July 2026: Rome +2, London +1, New York -4. 9–18 everywhere: 15:00–18:00 in Rome.
    const overlap = workingOverlap('Europe/Rome', '2026-07-01', ['Europe/London', 'America/New_York'], 9, 18);
    expect(overlap.common.flatMap((common, hour) => (common ? [hour] : []))).toEqual([15, 16, 17]);
    expect(overlap.summary).toBe('Ore di lavoro in comune (09:00–18:00 in ogni città): 3 ore, dalle 15:00 alle 18:00 ora di Roma (14:00–17:00 a Londra, 09:00–12:00 a New York).');
    expect(workingOverlap('Europe/Rome', '2026-07-01', ['Asia/Tokyo', 'America/Los_Angeles'], 9, 18).summary).toBe('Nessuna ora di lavoro in comune (09:00–18:00 in ogni città) in questo giorno.');
    // The day clocks go forward has 23 hours: 24 columns still, the last one already 00:00 of the next day.
    expect(workingOverlap('Europe/Rome', '2026-03-29', [], 9, 18).rows[0]!.hours.slice(0, 4)).toEqual([0, 1, 3, 4]);
  });

  it('writes the day shift and the default time in Italy', () => {
    expect(dayShift('2026-07-01T23:30', '2026-07-02T07:30')).toBe('+1 giorno');
    expect(dayShift('2026-07-01T01:00', '2026-06-30T19:00')).toBe('−1 giorno');
    expect(dayShift('2026-07-01T01:00', '2026-07-01T19:00')).toBe('');
    expect(italianNow(new Date('2026-07-01T13:00:30Z'))).toEqual({ date: '2026-07-01', time: '15:00' });
  });
});
