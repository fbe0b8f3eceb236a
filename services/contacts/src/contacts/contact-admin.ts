import type { ContactActivity } from '@orbita/proto-types';
import { allPages, csvDateTime, countsPerDay, decodeCursor, lastDays, type Pool } from '@orbita/service-kit';
import { CONTACTS_CURSOR, listContacts } from './contact-repository.js';

export const CONTACT_CSV_HEADER = ['ID', 'Nome', 'Email', 'Oggetto', 'Messaggio', 'Letto', 'Data'];

/** Every message in the dashboard's order (unread first, then newest), as rows of the CSV export. */
export async function* contactCsvRows(db: Pool): AsyncGenerator<Array<string>[]> {
  const pages = allPages((cursor) =>
    listContacts(db, { limit: 500, after: cursor === null ? null : decodeCursor(cursor, CONTACTS_CURSOR), search: null }),
  );
  for await (const items of pages) {
    yield items.map((m) => [m.id, m.name, m.email, m.subject ?? '', m.message, m.read ? 'Sì' : 'No', csvDateTime(m.createdAt)]);
  }
}

/** New messages on each of the last `days` days (Europe/Rome). */
export async function contactActivity(db: Pool, days: number): Promise<ContactActivity> {
  const dates = lastDays(days);
  const counts = await countsPerDay(db, 'contacts.messages', dates);
  return dates.map((date) => ({ date, contacts: counts.get(date) ?? 0 }));
}
