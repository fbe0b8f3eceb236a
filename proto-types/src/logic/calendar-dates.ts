/**
 * Calendar arithmetic on days written YYYY-MM-DD (proleptic Gregorian, UTC, no time of day): one module for the
 * tools service (`/api/calculate-date-difference`, `/api/add-to-date`, `/api/calculate-age`) and the date and age
 * pages, which answer at each keystroke with the very figures the service would send. Pure and free of schema code.
 *
 * Months and years follow art. 2963 c.c., fifth paragraph: «La prescrizione a mesi si verifica nel mese di scadenza
 * e nel giorno di questo corrispondente al giorno del mese iniziale. Se nel mese di scadenza manca tale giorno, il
 * termine si compie con l'ultimo giorno dello stesso mese.» So 31 January plus one month is 28 (or 29) February.
 */

export const DATE_UNITS = ['days', 'weeks', 'months', 'years'] as const;
export type DateUnit = (typeof DATE_UNITS)[number];

export const DATE_UNIT_LABELS: Record<DateUnit, string> = { days: 'Giorni', weeks: 'Settimane', months: 'Mesi', years: 'Anni' };

/** Days the tools accept: from the first full year of the Gregorian calendar (1583) to 9999. */
export const FIRST_CALENDAR_YEAR = 1583;
export const LAST_CALENDAR_YEAR = 9999;
/** The most units `add-to-date` adds or subtracts: enough to cross the whole range in days. */
export const DATE_AMOUNT_MAX = 3_000_000;

export const CIVIL_CODE_2963 = {
  title: 'Codice civile, art. 2963, quinto comma (computo dei termini a mesi)',
  url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:regio.decreto:1942-03-16;262~art2963',
} as const;

export const WEEKDAYS_IT = ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'] as const;

/** Days since 1970-01-01. */
export type DayNumber = number;

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day number of a real calendar day written YYYY-MM-DD, or null (2025-02-30, 2025-13-01, «ieri»). */
export function parseDay(text: string): DayNumber | null {
  const match = ISO_DAY.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return dayNumber(year, month, day);
}

function dayNumber(year: number, month: number, day: number): DayNumber {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return Math.round(date.getTime() / DAY_MS);
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

interface Ymd {
  year: number;
  month: number;
  day: number;
}

function ymdOf(day: DayNumber): Ymd {
  const date = new Date(day * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function formatIsoDay(day: DayNumber): string {
  const { year, month, day: dd } = ymdOf(day);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
}

function inRange(day: DayNumber): boolean {
  const { year } = ymdOf(day);
  return year >= FIRST_CALENDAR_YEAR && year <= LAST_CALENDAR_YEAR;
}

/** `months` whole months after (or before) `day`, the day of the month kept or, when the month lacks it, its last day. */
function shiftMonths(start: Ymd, months: number): { day: DayNumber; monthEnd: boolean } {
  const index = start.year * 12 + (start.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const last = daysInMonth(year, month);
  return { day: dayNumber(year, month, Math.min(start.day, last)), monthEnd: start.day > last };
}

export interface DayFacts {
  date: string;
  /** «lunedì» … «domenica». */
  weekday: string;
  /** ISO 8601 week (weeks start on Monday; week 1 holds the year's first Thursday), with its year. */
  isoWeek: number;
  isoWeekYear: number;
  dayOfYear: number;
}

export function dayFacts(day: DayNumber): DayFacts {
  const { year } = ymdOf(day);
  const weekdayIndex = (((day + 3) % 7) + 7) % 7; // 1970-01-01 was a Thursday (index 3)
  const thursday = day - weekdayIndex + 3;
  const weekYear = ymdOf(thursday).year;
  return {
    date: formatIsoDay(day),
    weekday: WEEKDAYS_IT[weekdayIndex]!,
    isoWeek: Math.floor((thursday - dayNumber(weekYear, 1, 1)) / 7) + 1,
    isoWeekYear: weekYear,
    dayOfYear: day - dayNumber(year, 1, 1) + 1,
  };
}

export type Outcome<T> = T | { error: string };

function readDay(label: string, text: string): Outcome<DayNumber> {
  const day = parseDay(text);
  if (day === null) return { error: `Il campo «${label}» non è una data del calendario: ${text}` };
  if (!inRange(day)) return { error: `Il campo «${label}» deve essere una data tra il ${FIRST_CALENDAR_YEAR} e il ${LAST_CALENDAR_YEAR}` };
  return day;
}

/** Whole months from `from` to `to` (from ≤ to) under art. 2963 c.c., and the days left after them. */
function monthsAndDays(from: DayNumber, to: DayNumber): { months: number; days: number } {
  const start = ymdOf(from);
  const end = ymdOf(to);
  let months = (end.year - start.year) * 12 + (end.month - start.month);
  while (months > 0 && shiftMonths(start, months).day > to) months--;
  return { months, days: to - shiftMonths(start, months).day };
}

export interface DateDifference {
  /** Calendar days from `from` to `to`; one more when the last day counts. Negative when `to` comes first. */
  days: number;
  weeks: number;
  weekDays: number;
  years: number;
  months: number;
  /** Days after the whole years and months. */
  remainingDays: number;
  includeLastDay: boolean;
  from: DayFacts;
  to: DayFacts;
}

export const DIFFERENCE_LABELS = { from: 'Data iniziale', to: 'Data finale' } as const;

/**
 * Days between two dates, and the same span as years, months and days: 2024-02-28 → 2025-03-01 is 367 days, 1 year
 * and 1 day (2025-02-28 is a year after; art. 2963 c.c.). With `includeLastDay` both ends count, as in a rental
 * from Monday to Sunday (7 days). When `to` comes before `from` the span is the same and `days` is negative.
 */
export function dateDifference(fromText: string, toText: string, includeLastDay = false): Outcome<DateDifference> {
  const from = readDay(DIFFERENCE_LABELS.from, fromText);
  if (typeof from !== 'number') return from;
  const to = readDay(DIFFERENCE_LABELS.to, toText);
  if (typeof to !== 'number') return to;
  const [early, late] = from <= to ? [from, to] : [to, from];
  const end = late + (includeLastDay ? 1 : 0);
  const { months, days: remainingDays } = monthsAndDays(early, end);
  const span = end - early;
  return {
    days: from <= to ? span : -span,
    weeks: Math.floor(span / 7),
    weekDays: span % 7,
    years: Math.floor(months / 12),
    months: months % 12,
    remainingDays,
    includeLastDay,
    from: dayFacts(from),
    to: dayFacts(to),
  };
}

export interface AddedDate extends DayFacts {
  /** The day of the month does not exist in the month reached, so the month's last day is taken (art. 2963 c.c.). */
  monthEnd: boolean;
}

export const ADD_LABELS = { date: 'Data di partenza', amount: 'Quantità' } as const;

/** `date` plus `amount` days, weeks, months or years (a negative amount subtracts); months and years by art. 2963 c.c. */
export function addToDate(dateText: string, amount: number, unit: DateUnit): Outcome<AddedDate> {
  const start = readDay(ADD_LABELS.date, dateText);
  if (typeof start !== 'number') return start;
  if (!Number.isInteger(amount) || Math.abs(amount) > DATE_AMOUNT_MAX) {
    return { error: `Il campo «${ADD_LABELS.amount}» deve essere un numero intero tra -3.000.000 e 3.000.000` };
  }
  let result: { day: DayNumber; monthEnd: boolean };
  if (unit === 'days' || unit === 'weeks') result = { day: start + amount * (unit === 'weeks' ? 7 : 1), monthEnd: false };
  else if (Math.abs(amount) > (LAST_CALENDAR_YEAR - FIRST_CALENDAR_YEAR + 1) * 12) result = { day: Number.NaN, monthEnd: false };
  else result = shiftMonths(ymdOf(start), amount * (unit === 'years' ? 12 : 1));
  if (!Number.isFinite(result.day) || !inRange(result.day)) {
    return { error: `Il risultato deve essere una data tra il ${FIRST_CALENDAR_YEAR} e il ${LAST_CALENDAR_YEAR}` };
  }
  return { ...dayFacts(result.day), monthEnd: result.monthEnd };
}

export interface Age {
  years: number;
  months: number;
  days: number;
  /** Days from the birth to the chosen day. */
  daysLived: number;
  /** The next birthday after the chosen day (the chosen day itself when it is the birthday: see `birthdayToday`). */
  nextBirthday: DayFacts & { age: number; daysUntil: number };
  birthdayToday: boolean;
  /** Born on 29 February: in a common year the birthday is 28 February (art. 2963 c.c.). */
  leapDayBirth: boolean;
  on: DayFacts;
}

export const AGE_LABELS = { birthDate: 'Data di nascita', on: 'Alla data' } as const;

/**
 * Age on a day: 1990-06-16 on 2026-06-15 is 35 years, 11 months and 30 days. Years and months count by art. 2963
 * c.c., so someone born on 29 February completes a year on 28 February of a common year.
 */
export function ageOn(birthText: string, onText: string): Outcome<Age> {
  const birth = readDay(AGE_LABELS.birthDate, birthText);
  if (typeof birth !== 'number') return birth;
  const on = readDay(AGE_LABELS.on, onText);
  if (typeof on !== 'number') return on;
  if (on < birth) return { error: `La data «${AGE_LABELS.on}» deve essere uguale o successiva alla «${AGE_LABELS.birthDate}»` };
  const { months, days } = monthsAndDays(birth, on);
  const years = Math.floor(months / 12);
  const born = ymdOf(birth);
  const birthdayToday = months % 12 === 0 && days === 0;
  const nextAge = birthdayToday ? years : years + 1;
  const next = shiftMonths(born, nextAge * 12);
  return {
    years,
    months: months % 12,
    days,
    daysLived: on - birth,
    nextBirthday: { ...dayFacts(next.day), age: nextAge, daysUntil: next.day - on },
    birthdayToday,
    leapDayBirth: born.month === 2 && born.day === 29,
    on: dayFacts(on),
  };
}
