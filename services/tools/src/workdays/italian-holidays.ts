import { PATRON_SAINTS, type PatronCity } from '@orbita/proto-types';

/** A calendar day as days since 1970-01-01 (UTC), so days add and compare as integers. */
export type DayNumber = number;

const MS_PER_DAY = 86_400_000;

export function dayNumber(year: number, month: number, day: number): DayNumber {
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

export function isoDay(day: DayNumber): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** YYYY-MM-DD to a day number, or null when it is not a day of the calendar (2025-02-29). */
export function parseIsoDay(text: string): DayNumber | null {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const number = dayNumber(year, month, day);
  return isoDay(number) === text ? number : null;
}

/** 0 Sunday … 6 Saturday. */
export function weekday(day: DayNumber): number {
  return (((day + 4) % 7) + 7) % 7;
}

export function isWeekend(day: DayNumber): boolean {
  const d = weekday(day);
  return d === 0 || d === 6;
}

/** Easter Sunday of a Gregorian year: the anonymous algorithm of Meeus, Jones and Butcher. */
export function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

const FIXED: ReadonlyArray<readonly [month: number, day: number, name: string]> = [
  [1, 1, 'Capodanno'],
  [1, 6, 'Epifania'],
  [4, 25, 'Festa della Liberazione'],
  [5, 1, 'Festa dei Lavoratori'],
  [6, 2, 'Festa della Repubblica'],
  [8, 15, 'Ferragosto (Assunzione)'],
  [11, 1, 'Ognissanti'],
  [12, 8, 'Immacolata Concezione'],
  [12, 25, 'Natale'],
  [12, 26, 'Santo Stefano'],
];

/** San Francesco d'Assisi, patron of Italy, is a national holiday again from 2026 (legge 151/2025). */
const SAINT_FRANCIS_FROM = 2026;

/**
 * The Italian national holidays of a year (legge 260/1949 as amended in 1977 and 1985, with Easter Monday), and the
 * patron saint's day of `patron` when given, each once per day: a patron's day that is already a national holiday
 * (Venezia's San Marco on 25 April) keeps the national name with the saint added.
 */
export function holidaysOf(year: number, patron?: PatronCity): Map<DayNumber, string> {
  const holidays = new Map<DayNumber, string>();
  for (const [month, day, name] of FIXED) holidays.set(dayNumber(year, month, day), name);
  const easter = easterSunday(year);
  const easterDay = dayNumber(year, easter.month, easter.day);
  holidays.set(easterDay, 'Pasqua');
  holidays.set(easterDay + 1, "Lunedì dell'Angelo (Pasquetta)");
  if (year >= SAINT_FRANCIS_FROM) holidays.set(dayNumber(year, 10, 4), "San Francesco d'Assisi");
  if (patron) {
    const saint = PATRON_SAINTS[patron];
    const day = dayNumber(year, saint.month, saint.day);
    const label = `${saint.saint}, patrono di ${saint.city}`;
    const national = holidays.get(day);
    holidays.set(day, national ? `${national} e ${label}` : label);
  }
  return new Map([...holidays].sort(([a], [b]) => a - b));
}
