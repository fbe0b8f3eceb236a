/** Working days (`POST /api/count-working-days`). */
import { Type, type Static } from 'typebox';
import { CHOICE_LABELS, StringEnum } from '../common.js';
import { PATRON_CITIES, PATRON_SAINTS } from '../enums.js';
import { AppliedRule } from './rules.js';
import { WORKDAY_FIELDS } from '../logic/bounds.js';

const ISO_DAY = { pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' };
export const IsoDay = Type.String(ISO_DAY);
/** A day named by its label on the page, so that a validation error says which date is wrong. */
export const isoDay = (title: string) => Type.String({ ...ISO_DAY, title });

/**
 * Either `to` (count the working days from `from` to `to`, both included) or `add` (the date `add` working days
 * after `from`; 0 gives `from`); `patron` leaves out that city's patron saint's day too.
 */
export const CountWorkingDaysRequest = Type.Object({
  from: isoDay(WORKDAY_FIELDS.fromTitle),
  to: Type.Optional(isoDay(WORKDAY_FIELDS.toTitle)),
  add: Type.Optional(Type.Integer({ ...WORKDAY_FIELDS.add })),
  patron: Type.Optional(StringEnum(PATRON_CITIES, { title: WORKDAY_FIELDS.patronTitle, [CHOICE_LABELS]: Object.fromEntries(PATRON_CITIES.map((city) => [city, PATRON_SAINTS[city].city])) })),
});
export type CountWorkingDaysRequest = Static<typeof CountWorkingDaysRequest>;

export const HolidayMet = Type.Object({
  date: Type.String(),
  name: Type.String(),
  /** It falls on a Saturday or Sunday, so it takes no working day away. */
  weekend: Type.Boolean(),
});
export type HolidayMet = Static<typeof HolidayMet>;

export const CountWorkingDaysResponse = Type.Object({
  workingDays: Type.Optional(Type.Integer()),
  date: Type.Optional(Type.String()),
  /** Calendar days in the span, both ends included. */
  calendarDays: Type.Integer(),
  weekendDays: Type.Integer(),
  holidays: Type.Array(HolidayMet),
  /** The calendar in force over the span (from 1949): each holiday's date or abolition with the act that set it. */
  rules: Type.Array(AppliedRule),
});
export type CountWorkingDaysResponse = Static<typeof CountWorkingDaysResponse>;
