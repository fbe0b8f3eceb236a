/** The admin dashboard's chart of the last days (`/api/admin/suggestions/daily`, `/api/admin/contacts/daily`). */
import { Type, type Static } from 'typebox';
import { REFUSAL } from './common.js';

export const MAX_ACTIVITY_DAYS = 90;

export const ActivityQuery = Type.Object({
  /** Calendar days back from today (Europe/Rome), today included. */
  days: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_ACTIVITY_DAYS, default: 30, title: 'Giorni', [REFUSAL]: `Il periodo deve essere tra 1 e ${MAX_ACTIVITY_DAYS} giorni` }),
  ),
});
export type ActivityQuery = Static<typeof ActivityQuery>;

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** New suggestions and votes per day, oldest first, every day present (zero when nothing happened). */
export const SuggestionActivity = Type.Array(
  Type.Object({ date: Day, suggestions: Type.Integer({ minimum: 0 }), votes: Type.Integer({ minimum: 0 }) }),
);
export type SuggestionActivity = Static<typeof SuggestionActivity>;

/** New contact messages per day, oldest first, every day present. */
export const ContactActivity = Type.Array(Type.Object({ date: Day, contacts: Type.Integer({ minimum: 0 }) }));
export type ContactActivity = Static<typeof ContactActivity>;
