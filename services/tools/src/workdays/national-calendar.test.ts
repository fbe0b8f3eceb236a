import { validateParameter } from '../rules/parameter.js';
import { HOLIDAY_RULES } from './holiday-rules.js';
import { holidaysOf, rulesBetween } from './national-calendar.js';
import { dayNumber, isoDay } from './italian-holidays.js';
import { countWorkingDays } from './workdays.js';
import type { PatronCity } from '@orbita/proto-types';

/**
 * Monday-to-Friday days that are not national holidays, per year, from the `holidays` package (vacanza/holidays,
 * MIT, commit c382fdec of 2026-07-23: `holidays.Italy(years=y, categories=('public',))`, counted with Python's
 * datetime), an implementation of the Italian calendar no one here wrote, citing the same laws.
 */
const REFERENCE_COUNTS: ReadonlyArray<readonly [number, number]> = [
  [1949, 249], [1950, 247], [1951, 249], [1952, 249], [1953, 249], [1954, 250], [1955, 248], [1956, 249],
  [1957, 249], [1958, 247], [1959, 249], [1960, 248], [1961, 246], [1962, 249], [1963, 249], [1964, 250],
  [1965, 250], [1966, 248], [1967, 247], [1968, 250], [1969, 247], [1970, 249], [1971, 250], [1972, 247],
  [1973, 249], [1974, 249], [1975, 247], [1976, 251], [1977, 253], [1978, 252], [1979, 253], [1980, 254],
  [1981, 256], [1982, 257], [1983, 254], [1984, 254], [1985, 253], [1986, 252], [1987, 255], [1988, 253],
  [1989, 251], [1990, 253], [1991, 253], [1992, 256], [1993, 256], [1994, 253], [1995, 251], [1996, 254],
  [1997, 252], [1998, 255], [1999, 256], [2000, 251], [2001, 253], [2002, 253], [2003, 251], [2004, 256],
  [2005, 252], [2006, 250], [2007, 253], [2008, 253], [2009, 254], [2010, 255], [2011, 252], [2012, 253],
  [2013, 253], [2014, 251], [2015, 254], [2016, 252], [2017, 250], [2018, 253], [2019, 253], [2020, 255],
  [2021, 255], [2022, 252], [2023, 250], [2024, 254], [2025, 251], [2026, 254], [2027, 254], [2028, 249],
  [2029, 252], [2030, 252],
];

/** The same count with a province's patron days (`subdiv=` RM, MI, NA, …, VE, PG, TN), same package and commit. */
const REFERENCE_WITH_PATRON: Record<string, Record<number, number>> = {
  roma: { 1950: 247, 1970: 249, 1980: 254, 1990: 252, 2000: 250, 2010: 254, 2024: 254, 2025: 251, 2026: 253 },
  milano: { 1950: 246, 1970: 248, 1980: 254, 1990: 252, 2000: 250, 2010: 254, 2024: 254, 2025: 251, 2026: 253 },
  napoli: { 1950: 246, 1970: 249, 1980: 253, 1990: 252, 2000: 250, 2010: 255, 2024: 253, 2025: 250, 2026: 254 },
  torino: { 1950: 247, 1970: 248, 1980: 253, 1990: 253, 2000: 251, 2010: 254, 2024: 253, 2025: 250, 2026: 253 },
  genova: { 1950: 247, 1970: 248, 1980: 253, 1990: 253, 2000: 251, 2010: 254, 2024: 253, 2025: 250, 2026: 253 },
  firenze: { 1950: 247, 1970: 248, 1980: 253, 1990: 253, 2000: 251, 2010: 254, 2024: 253, 2025: 250, 2026: 253 },
  bologna: { 1950: 246, 1970: 249, 1980: 254, 1990: 252, 2000: 250, 2010: 254, 2024: 253, 2025: 251, 2026: 254 },
  venezia: { 1950: 246, 1970: 249, 1980: 253, 1990: 252, 2000: 250, 2010: 255, 2024: 253, 2025: 250, 2026: 254 },
  palermo: { 1950: 247, 1970: 248, 1980: 253, 1990: 253, 2000: 251, 2010: 254, 2024: 253, 2025: 250, 2026: 253 },
  bari: { 1950: 246, 1970: 249, 1980: 254, 1990: 252, 2000: 250, 2010: 254, 2024: 253, 2025: 251, 2026: 254 },
  catania: { 1950: 247, 1970: 248, 1980: 253, 1990: 252, 2000: 251, 2010: 254, 2024: 253, 2025: 250, 2026: 253 },
  cagliari: { 1950: 246, 1970: 248, 1980: 253, 1990: 252, 2000: 250, 2010: 255, 2024: 253, 2025: 250, 2026: 253 },
  trieste: { 1950: 246, 1970: 248, 1980: 253, 1990: 253, 2000: 250, 2010: 254, 2024: 254, 2025: 250, 2026: 253 },
  verona: { 1950: 247, 1970: 248, 1980: 253, 1990: 252, 2000: 251, 2010: 254, 2024: 253, 2025: 250, 2026: 253 },
  padova: { 1950: 246, 1970: 249, 1980: 253, 1990: 252, 2000: 250, 2010: 255, 2024: 253, 2025: 250, 2026: 254 },
  perugia: { 1950: 245, 1970: 248, 1980: 253, 1990: 252, 2000: 249, 2010: 253, 2024: 253, 2025: 250, 2026: 253 },
  trento: { 1950: 246, 1970: 248, 1980: 253, 1990: 252, 2000: 250, 2010: 255, 2024: 253, 2025: 250, 2026: 253 },
};

function listed(year: number, patron?: PatronCity): string[] {
  return [...holidaysOf(year, patron)].map(([day, name]) => `${isoDay(day)} ${name}`);
}

describe('the calendar in force in each year', () => {
  it.each(REFERENCE_COUNTS)('%i has %i working days, as the holidays package counts', (year, expected) => {
    expect(countWorkingDays({ from: `${year}-01-01`, to: `${year}-12-31` }).workingDays).toBe(expected);
  });

  it('counts 1970 under law 260/1949: San Giuseppe, Ascensione, Corpus Domini, 29 June and 4 November were holidays', () => {
    const answer = countWorkingDays({ from: '1970-01-01', to: '1970-12-31' });
    expect(answer.workingDays).toBe(249);
    expect(answer.holidays.map((holiday) => holiday.date)).toEqual(
      expect.arrayContaining(['1970-03-19', '1970-05-07', '1970-05-28', '1970-06-29', '1970-11-04', '1970-01-06', '1970-06-02']),
    );
  });

  it('follows law 54/1977 from 8 March 1977: Epiphany 1977 kept, San Giuseppe 1977 gone, 2 June on the first Sunday', () => {
    const days = listed(1977);
    expect(days).toContain('1977-01-06 Epifania');
    expect(days.some((day) => day.startsWith('1977-03-19'))).toBe(false);
    expect(days).toContain('1977-06-05 Festa della Repubblica');
    expect(days.some((day) => day.startsWith('1977-11-04'))).toBe(false); // celebrated on Sunday 6 November
    expect(listed(1985).some((day) => day.endsWith('Epifania'))).toBe(false);
    expect(listed(1986)).toContain('1986-01-06 Epifania'); // D.P.R. 792/1985
    expect(listed(2000)).toContain('2000-06-04 Festa della Repubblica');
    expect(listed(2001)).toContain('2001-06-02 Festa della Repubblica'); // law 336/2000
  });

  it('keeps the calendar before law 260/1949 until 31 May 1949: no Easter Monday on 18 April, 8 May still festive', () => {
    const days = listed(1949);
    expect(days.some((day) => day.startsWith('1949-04-18'))).toBe(false);
    expect(days).toContain('1949-05-08 Anniversario della Vittoria in Europa');
    expect(days).toContain('1949-12-26 Santo Stefano');
    expect(listed(1950)).toContain("1950-04-10 Lunedì dell'Angelo (Pasquetta)");
  });

  it('adds the one-day national holidays of 17 March 1961 and 2011, and names both holidays of a shared day', () => {
    expect(listed(1961)).toContain("1961-03-17 Centenario dell'Unità d'Italia");
    expect(listed(2011)).toContain("2011-03-17 150° anniversario dell'Unità d'Italia");
    expect(listed(2011)).toContain("2011-04-25 Lunedì dell'Angelo (Pasquetta) e Festa della Liberazione");
    expect(listed(2026)).toContain('2026-11-01 Ognissanti');
    expect(countWorkingDays({ from: '2011-03-14', to: '2011-03-18' }).rules).toContainEqual(expect.objectContaining({ value: 'festivo il 17/03/2011' }));
  });

  it('refuses a year before 1949 in Italian', () => {
    expect(() => countWorkingDays({ from: '1948-12-31', to: '1949-01-02' })).toThrow('tra il 1949 e il 2199');
  });
});

describe('patron days', () => {
  // Perugia is left out: the package gives the province Santa Chiara (11 Aug) and San Francesco (4 Oct), the
  // city keeps San Costanzo (29 Jan); see the README.
  it.each(Object.entries(REFERENCE_WITH_PATRON).filter(([city]) => city !== 'perugia'))('%s: the yearly counts of the holidays package', (city, years) => {
    for (const [year, expected] of Object.entries(years)) {
      const answer = countWorkingDays({ from: `${year}-01-01`, to: `${year}-12-31`, patron: city as PatronCity });
      expect([year, answer.workingDays]).toEqual([year, expected]);
    }
  });

  it('gives Venezia the Madonna della Salute (21 November) as well as San Marco, which falls on the Liberazione', () => {
    expect(listed(2026, 'venezia')).toEqual(expect.arrayContaining(['2026-04-25 Festa della Liberazione e San Marco, patrono di Venezia', '2026-11-21 Madonna della Salute, patrono di Venezia']));
    expect(countWorkingDays({ from: '2025-11-17', to: '2025-11-21', patron: 'venezia' }).workingDays).toBe(4);
  });

  it('names Santi Pietro e Paolo once in Rome while it was also a national holiday', () => {
    expect(listed(1970, 'roma')).toContain('1970-06-29 Santi Pietro e Paolo, patrono di Roma');
  });
});

describe('the holidays as dated parameters', () => {
  it.each(HOLIDAY_RULES.map((rule) => [rule.name, rule] as const))('%s has a reference for every value, in date order', (_name, rule) => {
    expect(validateParameter(rule)).toEqual([]);
  });

  it('names the laws of the span in the answer', () => {
    const rules = rulesBetween(dayNumber(1977, 1, 1), dayNumber(1977, 12, 31));
    expect(rules).toContainEqual(expect.objectContaining({ name: 'San Giuseppe', value: 'non festivo dal 08/03/1977', confirmed: true }));
    expect(rules).toContainEqual(expect.objectContaining({ name: 'San Giuseppe', value: 'festivo il 19 marzo dal 01/06/1949' }));
    expect(rules.find((rule) => rule.value === 'non festivo dal 08/03/1977')!.source.title).toContain('Legge 5 marzo 1977, n. 54');
    expect(countWorkingDays({ from: '2025-01-01', add: 1 }).rules).toContainEqual(
      expect.objectContaining({ name: "Lunedì dell'Angelo (Pasquetta)", source: expect.objectContaining({ title: expect.stringContaining('n. 260') }) }),
    );
  });
});

// Issue 38: «da confermare» only where a value is unconfirmed. Laws 336/2000 and 151/2025 and D.P.R. 792/1985 were
// read (Gazzetta Ufficiale, Normattiva, the Presidency of the Council): a 2026 calendar stands on confirmed acts only.
describe('the holidays of a recent year', () => {
  it('stand on acts read at the source, the 2 June of law 336/2000 and the 4 October of law 151/2025 among them', () => {
    const rules = rulesBetween(dayNumber(2026, 1, 1), dayNumber(2026, 12, 31));
    expect(rules.filter((rule) => !rule.confirmed).map((rule) => `${rule.name}: ${rule.source.title}`)).toEqual([]);
    const repubblica = rules.find((rule) => rule.source.title.includes('n. 336'))!;
    expect(repubblica).toMatchObject({ confirmed: true, source: { url: expect.stringMatching(/^https:\/\/www\.gazzettaufficiale\.it\/.*000G0390/) } });
    expect(rules.find((rule) => rule.source.title.includes('n. 151'))).toMatchObject({ confirmed: true });
  });
});

// Issue 38: «festivo il 8 dicembre». The article is elided before a day read with a vowel.
describe('the day a holiday falls on', () => {
  it('reads «l\'8 dicembre», not «il 8 dicembre»', () => {
    const values = countWorkingDays({ from: '2025-12-01', to: '2025-12-31' }).rules.map((rule) => rule.value);
    expect(values).toContain("festivo l'8 dicembre dal 01/06/1949");
    expect(values.join(' ')).not.toMatch(/il (8|11) /);
  });
});
