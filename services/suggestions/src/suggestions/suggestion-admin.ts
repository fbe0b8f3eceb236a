import type { SuggestionActivity } from '@orbita/proto-types';
import { allPages, csvDateTime, countsPerDay, decodeCursor, lastDays, type Pool } from '@orbita/service-kit';
import { BY_NEWEST_CURSOR, listByNewest } from './suggestion-repository.js';

const SUGGESTIONS = 'suggestions.suggestions';

export const SUGGESTION_CSV_HEADER = ['ID', 'Strumento', 'Descrizione', 'Categoria', 'Priorità', 'Email', 'Stato', 'Voti', 'Data'];

/** Every suggestion, newest first, as rows of the CSV export; read a page at a time. */
export async function* suggestionCsvRows(db: Pool): AsyncGenerator<Array<string | number>[]> {
  const pages = allPages((cursor) =>
    listByNewest(db, { limit: 500, after: cursor === null ? null : decodeCursor(cursor, BY_NEWEST_CURSOR), search: null }),
  );
  for await (const items of pages) {
    yield items.map((s) => [s.id, s.toolName, s.description, s.category, s.priority, s.email ?? '', s.status === 'approved' ? 'Approvato' : 'In valutazione', s.votes, csvDateTime(s.createdAt)]);
  }
}

/** New suggestions and votes on each of the last `days` days (Europe/Rome). */
export async function suggestionActivity(db: Pool, days: number): Promise<SuggestionActivity> {
  const dates = lastDays(days);
  const [suggestions, votes] = await Promise.all([countsPerDay(db, SUGGESTIONS, dates), countsPerDay(db, 'suggestions.votes', dates)]);
  return dates.map((date) => ({ date, suggestions: suggestions.get(date) ?? 0, votes: votes.get(date) ?? 0 }));
}
