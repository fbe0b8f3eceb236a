import { easterSunday, isoDay, parseIsoDay, weekday } from './italian-holidays.js';
import { holidaysOf } from './national-calendar.js';

function listed(year: number, patron?: Parameters<typeof holidaysOf>[1]) {
  return [...holidaysOf(year, patron)].map(([day, name]) => `${isoDay(day)} ${name}`);
}

describe('easterSunday', () => {
  it.each([
    [1818, 3, 22], // the earliest possible
    [1943, 4, 25], // the latest possible
    [2000, 4, 23],
    [2019, 4, 21],
    [2024, 3, 31],
    [2025, 4, 20],
    [2026, 4, 5],
    [2038, 4, 25],
  ])('Easter %i is on %i/%i', (year, month, day) => {
    expect(easterSunday(year)).toEqual({ month, day });
  });
});

describe('holidaysOf', () => {
  it('lists the national holidays of 2024 as the official calendar does', () => {
    expect(listed(2024)).toEqual([
      '2024-01-01 Capodanno',
      '2024-01-06 Epifania',
      '2024-03-31 Pasqua',
      "2024-04-01 Lunedì dell'Angelo (Pasquetta)",
      '2024-04-25 Festa della Liberazione',
      '2024-05-01 Festa dei Lavoratori',
      '2024-06-02 Festa della Repubblica',
      '2024-08-15 Ferragosto (Assunzione)',
      '2024-11-01 Ognissanti',
      '2024-12-08 Immacolata Concezione',
      '2024-12-25 Natale',
      '2024-12-26 Santo Stefano',
    ]);
  });

  it('moves Easter Monday with Easter (2025: 21 April; 2026: 6 April) and adds San Francesco from 2026', () => {
    expect(listed(2025)).toContain("2025-04-21 Lunedì dell'Angelo (Pasquetta)");
    expect(listed(2025)).not.toContain("2025-10-04 San Francesco d'Assisi");
    expect(listed(2026)).toContain("2026-04-06 Lunedì dell'Angelo (Pasquetta)");
    expect(listed(2026)).toContain("2026-10-04 San Francesco d'Assisi");
    expect(listed(2026)).toHaveLength(13);
  });

  it("adds a city's patron saint, merged with a national holiday on the same day", () => {
    expect(listed(2026, 'roma')).toContain('2026-06-29 Santi Pietro e Paolo, patrono di Roma');
    expect(listed(2026, 'venezia')).toContain('2026-04-25 Festa della Liberazione e San Marco, patrono di Venezia');
    // Venezia's second day, the Madonna della Salute, is the one that takes a working day away.
    expect(listed(2026, 'venezia')).toContain('2026-11-21 Madonna della Salute, patrono di Venezia');
    expect(listed(2026, 'venezia')).toHaveLength(14);
  });
});

describe('calendar days', () => {
  it('reads only real days and knows the weekday', () => {
    expect(parseIsoDay('2024-02-29')).not.toBeNull();
    expect(parseIsoDay('2025-02-29')).toBeNull();
    expect(parseIsoDay('2025-13-01')).toBeNull();
    expect(weekday(parseIsoDay('2025-11-23')!)).toBe(0);
    expect(weekday(parseIsoDay('1970-01-01')!)).toBe(4);
    expect(weekday(parseIsoDay('1969-12-31')!)).toBe(3);
  });
});
