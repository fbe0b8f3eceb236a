import { contactsService } from '@orbita/contacts';
import { PAGE_SIZE_MAX } from '@orbita/proto-types';
import { encodeCursor, prefixSearchQuery } from '@orbita/service-kit';
import { ANSWER_BYTES_MAX, expectAnswersUnderBudget, expectIndexed, grownServiceForSuite, planOf } from '@orbita/service-kit/testing';
import { CONTACT_STATS_QUERY, contactsPageQuery } from '../src/contacts/contact-repository.js';

/**
 * With 100,000 contact messages in the real Postgres, every list query reads an index from where its
 * page starts (no Seq Scan of the table, no sort of it), and every answer stays under 256 KB.
 */
const ROWS = 100_000;
const { signer, service, db } = grownServiceForSuite(
  contactsService,
  'contacts.messages',
  `INSERT INTO contacts.messages (id, name, email, subject, message, read, created_at)
   SELECT gen_random_uuid(), 'Persona ' || n, 'persona' || n || '@example.it', 'Oggetto ' || n,
          repeat('Un messaggio di media lunghezza per il team ', 8) || n, n % 10 <> 0,
          now() - n * interval '1 second'
   FROM generate_series(1, ${ROWS}) AS n`,
);

const somewhereInTheMiddle = [false, new Date(Date.now() - 50_000_000).toISOString(), '80000000-0000-4000-8000-000000000000'];

describe(`the contact list at ${ROWS.toLocaleString('en')} rows`, () => {
  it.each([
    ['the first page', { limit: 30, after: null, search: null }, 'messages_by_unread_created'],
    ['a page in the middle', { limit: 30, after: somewhereInTheMiddle, search: null }, 'messages_by_unread_created'],
    ['the largest page', { limit: PAGE_SIZE_MAX, after: null, search: null }, 'messages_by_unread_created'],
    ['a search', { limit: 30, after: null, search: prefixSearchQuery('persona 4242') }, 'messages_search|messages_by_unread_created'],
    ['a search by e-mail', { limit: 30, after: null, search: prefixSearchQuery('persona77@example.it') }, 'messages_search|messages_by_unread_created'],
  ])('%s: an index, no Seq Scan', async (_name, request, index) => {
    await expectIndexed(db(), contactsPageQuery(request), index);
  });

  it('reads the figures from their counters, never the table', async () => {
    const nodes = await planOf(db(), { text: CONTACT_STATS_QUERY });
    expect(nodes.filter((n) => n['Relation Name'] === 'messages')).toEqual([]);
  });

  it('answers every list and figure in under 256 KB', async () => {
    const admin = { authorization: `Bearer ${signer.sign()}` };
    const urls = [
      '/api/admin/contacts',
      `/api/admin/contacts?limit=${PAGE_SIZE_MAX}`,
      `/api/admin/contacts?limit=${PAGE_SIZE_MAX}&cursor=${encodeCursor(somewhereInTheMiddle)}`,
      `/api/admin/contacts?q=persona&limit=${PAGE_SIZE_MAX}`,
      '/api/admin/contacts/stats',
    ];
    await expectAnswersUnderBudget(service(), urls.map((url) => [url, admin] as const));
    expect((await service().app.inject({ method: 'GET', url: '/api/admin/contacts/stats', headers: admin })).json()).toEqual({
      totalContacts: ROWS,
      unreadContacts: ROWS / 10,
    });
    // Marked read, deleted, unread again: the counters follow every change.
    await db().query(`UPDATE contacts.messages SET read = true WHERE name LIKE 'Persona 1%' AND NOT read`);
    await db().query(`DELETE FROM contacts.messages WHERE name LIKE 'Persona 2%'`);
    await db().query(`UPDATE contacts.messages SET read = false WHERE name LIKE 'Persona 3%'`);
    const counted = await db().query('SELECT count(*)::bigint AS total, count(*) FILTER (WHERE NOT read)::bigint AS unread FROM contacts.messages');
    expect((await db().query(CONTACT_STATS_QUERY)).rows).toEqual(counted.rows);
  });

  it('ends a page early, with a next one, before the longest messages pass 200 KB', async () => {
    // 5,000 characters of two bytes each: 100 such messages would weigh a megabyte.
    await db().query(`
      INSERT INTO contacts.messages (id, name, email, message)
      SELECT gen_random_uuid(), 'Lungo ' || n, 'lungo@example.it', repeat('è', 5000) FROM generate_series(1, 100) AS n`);
    const response = await service().app.inject({
      method: 'GET',
      url: `/api/admin/contacts?limit=${PAGE_SIZE_MAX}`,
      headers: { authorization: `Bearer ${signer.sign()}` },
    });
    expect(response.rawPayload.length).toBeLessThan(ANSWER_BYTES_MAX);
    expect(response.json<unknown[]>().length).toBeLessThan(PAGE_SIZE_MAX);
    expect(response.headers.link).toMatch(/rel="next"/);
  });
});
