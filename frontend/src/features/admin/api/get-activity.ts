import type { ContactActivity, SuggestionActivity } from '@orbita/proto-types';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const ACTIVITY_ERROR = 'Impossibile caricare il grafico delle attività';

export interface DayActivity {
  date: string;
  contacts: number;
  suggestions: number;
  votes: number;
}

/** New contacts, suggestions and votes on each of the last `days` days, from the two services. */
export async function getActivity(token: string, days: number): Promise<DayActivity[]> {
  const errors = { fallback: ACTIVITY_ERROR, network: CONNECTION_ERROR };
  const [contacts, suggestions] = await Promise.all([
    apiRequest<ContactActivity>(`/api/admin/contacts/daily?days=${days}`, { token, errors }),
    apiRequest<SuggestionActivity>(`/api/admin/suggestions/daily?days=${days}`, { token, errors }),
  ]);
  const contactsOf = new Map(contacts.map((day) => [day.date, day.contacts]));
  return suggestions.map((day) => ({ date: day.date, contacts: contactsOf.get(day.date) ?? 0, suggestions: day.suggestions, votes: day.votes }));
}
