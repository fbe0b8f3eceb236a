/** Dates and ages (`POST /api/calculate-date-difference`, `POST /api/add-to-date`, `POST /api/calculate-age`). */
import { Type, type Static } from 'typebox';
import { CHOICE_LABELS, StringEnum } from '../common.js';
import { ADD_LABELS, AGE_LABELS, DATE_AMOUNT_MAX, DATE_UNIT_LABELS, DATE_UNITS, DIFFERENCE_LABELS } from '../logic/calendar-dates.js';
import { isoDay } from './workdays.js';

/** Weekday, ISO week and day of the year of a day. */
export const DayFacts = Type.Object({
  date: Type.String(),
  weekday: Type.String(),
  isoWeek: Type.Integer(),
  isoWeekYear: Type.Integer(),
  dayOfYear: Type.Integer(),
});

export const CalculateDateDifferenceRequest = Type.Object({
  from: isoDay(DIFFERENCE_LABELS.from),
  to: isoDay(DIFFERENCE_LABELS.to),
  /** Count the last day too (Monday to Sunday is 7 days instead of 6). */
  includeLastDay: Type.Optional(Type.Boolean({ title: 'Conta anche il giorno finale' })),
});
export type CalculateDateDifferenceRequest = Static<typeof CalculateDateDifferenceRequest>;

export const CalculateDateDifferenceResponse = Type.Object({
  days: Type.Integer(),
  weeks: Type.Integer(),
  weekDays: Type.Integer(),
  years: Type.Integer(),
  months: Type.Integer(),
  remainingDays: Type.Integer(),
  includeLastDay: Type.Boolean(),
  from: DayFacts,
  to: DayFacts,
});
export type CalculateDateDifferenceResponse = Static<typeof CalculateDateDifferenceResponse>;

export const AddToDateRequest = Type.Object({
  date: isoDay(ADD_LABELS.date),
  amount: Type.Integer({ minimum: -DATE_AMOUNT_MAX, maximum: DATE_AMOUNT_MAX, title: ADD_LABELS.amount }),
  unit: StringEnum(DATE_UNITS, { title: 'Unità', [CHOICE_LABELS]: DATE_UNIT_LABELS }),
});
export type AddToDateRequest = Static<typeof AddToDateRequest>;

export const AddToDateResponse = Type.Object({
  date: Type.String(),
  weekday: Type.String(),
  isoWeek: Type.Integer(),
  isoWeekYear: Type.Integer(),
  dayOfYear: Type.Integer(),
  /** The start's day of the month is missing in the month reached: its last day is taken (art. 2963 c.c.). */
  monthEnd: Type.Boolean(),
});
export type AddToDateResponse = Static<typeof AddToDateResponse>;

export const CalculateAgeRequest = Type.Object({
  birthDate: isoDay(AGE_LABELS.birthDate),
  /** The day the age is reckoned on: today in Italy when left out. */
  on: Type.Optional(isoDay(AGE_LABELS.on)),
});
export type CalculateAgeRequest = Static<typeof CalculateAgeRequest>;

export const CalculateAgeResponse = Type.Object({
  years: Type.Integer(),
  months: Type.Integer(),
  days: Type.Integer(),
  daysLived: Type.Integer(),
  nextBirthday: Type.Object({
    date: Type.String(),
    weekday: Type.String(),
    isoWeek: Type.Integer(),
    isoWeekYear: Type.Integer(),
    dayOfYear: Type.Integer(),
    age: Type.Integer(),
    daysUntil: Type.Integer(),
  }),
  birthdayToday: Type.Boolean(),
  leapDayBirth: Type.Boolean(),
  on: DayFacts,
});
export type CalculateAgeResponse = Static<typeof CalculateAgeResponse>;
