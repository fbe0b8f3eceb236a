import { PATRON_SAINTS, type PatronCity } from '../enums.js';
import type { AppliedRule } from '../tools/rules.js';
import { appliedRule, type DatedValue } from './rule-parameter.js';
import { HOLIDAY_RULES, ONE_OFF_HOLIDAYS, type HolidayDate, type HolidayRule } from './holiday-rules.js';
import { dayNumber, easterSunday, parseIsoDay, weekday, type DayNumber } from './italian-holidays.js';

type Entry = DatedValue<HolidayDate | null>;

const MONTHS = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'];

/** Each entry with the days it is in force, both ends included (the last one open). */
function spans(rule: HolidayRule): Array<{ entry: Entry; first: DayNumber; last: DayNumber }> {
  return rule.values.map((entry, index) => {
    const next = rule.values[index + 1];
    return { entry, first: parseIsoDay(entry.from)!, last: next ? parseIsoDay(next.from)! - 1 : Number.POSITIVE_INFINITY };
  });
}

const SPANS = new Map(HOLIDAY_RULES.map((rule) => [rule, spans(rule)]));

/** The day `date` falls on in `year`. */
function dayIn(year: number, date: HolidayDate): DayNumber {
  if ('month' in date) return dayNumber(year, date.month, date.day);
  if ('easterOffset' in date) {
    const easter = easterSunday(year);
    return dayNumber(year, easter.month, easter.day) + date.easterOffset;
  }
  const first = dayNumber(year, date.firstSundayOf, 1);
  return first + ((7 - weekday(first)) % 7);
}

/** Both names when two holidays share a day (Easter Monday on 25 April 2011), once when they are the same saint. */
function joined(holidays: Map<DayNumber, string>, day: DayNumber, label: string, alone = label): void {
  const already = holidays.get(day);
  holidays.set(day, already === undefined ? label : already === alone ? label : `${already} e ${label}`);
}

const ONE_OFF = ONE_OFF_HOLIDAYS.map((holiday) => ({ ...holiday, day: parseIsoDay(holiday.date)! }));

/**
 * The Italian holidays of a year under the calendar in force on each day (law 260/1949 and the acts that changed it:
 * see `holiday-rules.ts`), and the patron's days of `patron` when given, each day once.
 */
export function holidaysOf(year: number, patron?: PatronCity): Map<DayNumber, string> {
  const holidays = new Map<DayNumber, string>();
  for (const rule of HOLIDAY_RULES) {
    for (const { entry, first, last } of SPANS.get(rule)!) {
      if (entry.value === null) continue;
      const day = dayIn(year, entry.value);
      if (day >= first && day <= last) joined(holidays, day, rule.label);
    }
  }
  for (const holiday of ONE_OFF) if (holiday.date.startsWith(`${year}-`)) joined(holidays, holiday.day, holiday.label);
  if (patron) {
    const { city, ...main } = PATRON_SAINTS[patron];
    const days = 'also' in main ? [main, main.also] : [main];
    for (const { month, day, saint } of days) joined(holidays, dayNumber(year, month, day), `${saint}, patrono di ${city}`, saint);
  }
  return new Map([...holidays].sort(([a], [b]) => a - b));
}

function say(value: HolidayDate | null): string {
  if (value === null) return 'non festivo';
  if ('month' in value) return `festivo ${value.day === 1 ? 'il 1°' : value.day === 8 || value.day === 11 ? `l'${value.day}` : `il ${value.day}`} ${MONTHS[value.month - 1]}`;
  if ('easterOffset' in value) {
    const offset = value.easterOffset;
    return offset === 0 ? 'festivo (domenica di Pasqua)' : `festivo ${offset === 1 ? 'il giorno' : `${offset} giorni`} dopo Pasqua`;
  }
  return `celebrato la prima domenica di ${MONTHS[value.firstSundayOf - 1]}`;
}

function isoToItalian(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

function since(from: string): string {
  return `dal ${isoToItalian(from)}`;
}

/** The rules the calendar stood on between two days: each holiday's entry in force on any of them, with its act. */
export function rulesBetween(first: DayNumber, last: DayNumber): AppliedRule[] {
  const rules: AppliedRule[] = [];
  for (const rule of HOLIDAY_RULES) {
    for (const span of SPANS.get(rule)!) {
      if (span.last < first || span.first > last) continue;
      const opening = rule.values[0] === span.entry;
      rules.push(appliedRule(rule, span.entry, (value) => (opening ? say(value) : `${say(value)} ${since(span.entry.from)}`)));
    }
  }
  for (const holiday of ONE_OFF) {
    if (holiday.day < first || holiday.day > last) continue;
    const { title, url, confirmed } = holiday.reference;
    rules.push({ name: holiday.label, value: `festivo il ${isoToItalian(holiday.date)}`, source: { title, url }, confirmed, checked: HOLIDAY_RULES[0]!.checked });
  }
  return rules;
}

