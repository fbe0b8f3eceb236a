/**
 * Working days between two dates, or the date some working days after one: the logic of `POST /api/count-working-days`
 * and of the page, which works the answer out itself at each change. Pure and free of schema code.
 */
import { PATRON_CITIES, PATRON_SAINTS, WORKING_DAYS_MAX_SPAN_DAYS, type PatronCity } from '../enums.js';
import type { CountWorkingDaysRequest, CountWorkingDaysResponse, HolidayMet } from '../tools/workdays.js';
import { WORKDAY_FIELDS } from './bounds.js';
import { checkChoice, checkNumber, refuseField, ToolRefusal } from './refusal.js';
import { isoDay, isWeekend, parseIsoDay, type DayNumber } from './italian-holidays.js';
import { holidaysOf, rulesBetween } from './national-calendar.js';

/** The code of a working-days refusal beyond the contract's own checks. */
export const WORKING_DAYS_REFUSED = 'TOOLS_INVALID_WORKING_DAYS';

class InvalidWorkingDaysInputError extends ToolRefusal {
  constructor(message: string) {
    super(WORKING_DAYS_REFUSED, message);
  }
}

const FROM = WORKDAY_FIELDS.fromTitle;
const TO = WORKDAY_FIELDS.toTitle;
const ADD = WORKDAY_FIELDS.add.title;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const PATRON_LABELS = Object.fromEntries(PATRON_CITIES.map((city) => [city, PATRON_SAINTS[city].city]));

/** The contract's own checks, in its order, with its sentences. */
function checkRequest({ from, to, add, patron }: CountWorkingDaysRequest): void {
  if (from === undefined) throw refuseField(FROM, 'è obbligatorio');
  for (const [value, title] of [[from, FROM], [to, TO]] as const) {
    if (value === undefined) continue;
    if (typeof value !== 'string') throw refuseField(title, 'deve essere un testo');
    if (!ISO_DAY.test(value)) throw refuseField(title, 'non ha un formato valido');
  }
  if (add !== undefined) checkNumber(add, WORKDAY_FIELDS.add, true);
  if (patron !== undefined) checkChoice(patron, WORKDAY_FIELDS.patronTitle, PATRON_CITIES, PATRON_LABELS);
}

/** The Republic's calendar (law 260/1949) and the acts since: the years before it are not served. */
const FIRST_YEAR = 1949;
const LAST_YEAR = 2199;


function readDay(field: string, text: string): DayNumber {
  const day = parseIsoDay(text);
  if (day === null) throw new InvalidWorkingDaysInputError(`Il campo «${field}» non è una data del calendario: ${text}`);
  const year = Number(text.slice(0, 4));
  if (year < FIRST_YEAR || year > LAST_YEAR) {
    throw new InvalidWorkingDaysInputError(`Il campo «${field}» deve essere una data tra il ${FIRST_YEAR} e il ${LAST_YEAR}`);
  }
  return day;
}

/** The holidays of the years a walk meets, read once per year; the year in use is kept so most days cost a lookup. */
class HolidayCalendar {
  private readonly years = new Map<number, Map<DayNumber, string>>();
  private current: { first: DayNumber; last: DayNumber; holidays: Map<DayNumber, string> } | null = null;
  constructor(private readonly patron?: PatronCity) {}

  nameOf(day: DayNumber): string | undefined {
    if (!this.current || day < this.current.first || day > this.current.last) {
      const year = new Date(day * 86_400_000).getUTCFullYear();
      let holidays = this.years.get(year);
      if (!holidays) {
        holidays = holidaysOf(year, this.patron);
        this.years.set(year, holidays);
      }
      this.current = { first: parseIsoDay(`${year}-01-01`)!, last: parseIsoDay(`${year}-12-31`)!, holidays };
    }
    return this.current.holidays.get(day);
  }
}

/**
 * Working days leave out Saturdays, Sundays, the national holidays in force on each day and, when asked, a city's
 * patron saint; `rules` names the act behind each holiday's date in the span. Counting includes both dates; adding
 * starts from the day after `from`, so `from` plus 1 is the next working day.
 */
export function countWorkingDays(request: CountWorkingDaysRequest): CountWorkingDaysResponse {
  checkRequest(request);
  const { from, to, add, patron } = request;
  if ((to === undefined) === (add === undefined)) {
    throw new InvalidWorkingDaysInputError(`Indica la data finale («${TO}») oppure i giorni lavorativi da aggiungere («${ADD}»), non entrambi`);
  }
  const start = readDay(FROM, from);
  const calendar = new HolidayCalendar(patron);
  const holidays: HolidayMet[] = [];
  let weekendDays = 0;
  /** Looks at one day: true when it is a working day; holidays and weekends are tallied. */
  const visit = (day: DayNumber): boolean => {
    const weekend = isWeekend(day);
    const holiday = calendar.nameOf(day);
    if (holiday) holidays.push({ date: isoDay(day), name: holiday, weekend });
    if (weekend) weekendDays++;
    return !weekend && !holiday;
  };

  if (to !== undefined) {
    const end = readDay(TO, to);
    if (end < start) throw new InvalidWorkingDaysInputError(`La data «${TO}» deve essere uguale o successiva alla data «${FROM}»`);
    if (end - start + 1 > WORKING_DAYS_MAX_SPAN_DAYS) {
      throw new InvalidWorkingDaysInputError(`Le due date possono distare al massimo ${new Intl.NumberFormat('it-IT').format(WORKING_DAYS_MAX_SPAN_DAYS)} giorni (circa cento anni)`);
    }
    let workingDays = 0;
    for (let day = start; day <= end; day++) if (visit(day)) workingDays++;
    return { workingDays, calendarDays: end - start + 1, weekendDays, holidays, rules: rulesBetween(start, end) };
  }

  const lastDay = parseIsoDay(`${LAST_YEAR}-12-31`)!;
  let day = start;
  for (let left = add!; left > 0; ) {
    day++;
    if (day > lastDay) throw new InvalidWorkingDaysInputError(`Il risultato andrebbe oltre il ${LAST_YEAR}`);
    if (visit(day)) left--;
  }
  return { date: isoDay(day), calendarDays: day - start + 1, weekendDays, holidays, rules: rulesBetween(start, day) };
}
