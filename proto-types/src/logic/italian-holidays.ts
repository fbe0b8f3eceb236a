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
