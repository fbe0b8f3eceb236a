import fc from 'fast-check';
import pg from 'pg';
import { PAGE_SIZE_DEFAULT, type AdminContactStats, type ContactMessage } from '@orbita/proto-types';
import { contactsService } from '@orbita/contacts';
import { createAdminTokenSigner, startTestService, type TestService } from '@orbita/service-kit/testing';

const signer = createAdminTokenSigner();
let service: TestService;
let db: pg.Client;

/** 70 messages written in SQL: every fourth one unread, two sharing each instant. */
const ROWS = 70;
const UNREAD = 17;
beforeAll(async () => {
  service = await startTestService(contactsService, { ADMIN_JWT_PUBLIC_KEY: signer.publicKeyPem });
  db = new pg.Client({ connectionString: service.databaseUrl });
  await db.connect();
  await db.query(`
    INSERT INTO contacts.messages (id, name, email, subject, message, read, created_at)
    SELECT gen_random_uuid(), 'Persona ' || n, 'persona' || n || '@example.it',
           CASE WHEN n % 2 = 0 THEN 'Oggetto pari' END, 'Testo del messaggio ' || n, n % 4 <> 0,
           timestamptz '2026-01-01 10:00:00.123456+00' + (n / 2) * interval '1 microsecond'
    FROM generate_series(1, ${ROWS}) AS n`);
});
afterAll(async () => {
  await db.end();
  await service.close();
});

const asAdmin = (url: string, headers: Record<string, string> = {}) =>
  service.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${signer.sign()}`, ...headers } });

function nextOf(link: string | string[] | number | undefined): string | null {
  if (link === undefined) return null;
  const match = /^<([^>]+)>; rel="next"$/.exec(String(link));
  if (!match) throw new Error(`unexpected Link header: ${String(link)}`);
  return match[1]!;
}

async function walk(first: string): Promise<ContactMessage[][]> {
  const pages: ContactMessage[][] = [];
  for (let url: string | null = first; url !== null; ) {
    const response = await asAdmin(url);
    expect(response.statusCode).toBe(200);
    pages.push(response.json<ContactMessage[]>());
    url = nextOf(response.headers.link);
    if (pages.length > 50) throw new Error('the pages never end');
  }
  return pages;
}

describe('GET /api/admin/contacts, a page at a time', () => {
  it('answers the first page, unread first, then newest, with the next page in a Link header', async () => {
    const response = await asAdmin('/api/admin/contacts');
    expect(response.statusCode).toBe(200);
    const page = response.json<ContactMessage[]>();
    expect(page).toHaveLength(PAGE_SIZE_DEFAULT);
    expect(page.slice(0, UNREAD).every((c) => !c.read)).toBe(true);
    expect(page.slice(UNREAD).every((c) => c.read)).toBe(true);
    expect(nextOf(response.headers.link)).toMatch(/^\/api\/admin\/contacts\?cursor=/);
  });

  it('gives every message exactly once across the pages, in order, even where created_at ties', async () => {
    const pages = await walk('/api/admin/contacts?limit=9');
    expect(pages.map((p) => p.length)).toEqual([9, 9, 9, 9, 9, 9, 9, 7]);
    const all = pages.flat();
    expect(new Set(all.map((c) => c.id)).size).toBe(ROWS);
    const key = (c: ContactMessage) => `${c.read ? 0 : 1}${c.createdAt}`;
    expect(all.map(key)).toEqual(all.map(key).sort().reverse());
  });

  it('finds messages by name, e-mail, subject and text, as words or their beginnings, across pages', async () => {
    const byName = (await asAdmin('/api/admin/contacts?q=Persona%2033')).json<ContactMessage[]>();
    expect(byName.map((c) => c.name)).toEqual(['Persona 33']);
    const byEmail = (await asAdmin('/api/admin/contacts?q=PERSONA5%40example.it')).json<ContactMessage[]>();
    expect(byEmail.map((c) => c.name)).toEqual(['Persona 5']);
    const bySubject = await walk('/api/admin/contacts?q=oggetto%20pari&limit=10');
    expect(bySubject.flat()).toHaveLength(35);
    const byText = (await asAdmin('/api/admin/contacts?q=messaggio%206')).json<ContactMessage[]>();
    expect(byText.map((c) => c.name).sort()).toEqual(['Persona 6', ...Array.from({ length: 10 }, (_, i) => `Persona 6${i}`)].sort());
  });

  it('finds a name with an apostrophe or an accent however it is typed, and any typed text ends in a page', async () => {
    await db.query(`INSERT INTO contacts.messages (id, name, email, subject, message, read, created_at) VALUES
      (gen_random_uuid(), 'Lucia D''Angelo', 'lucia@example.it', NULL, 'Buongiorno', true, now()),
      (gen_random_uuid(), 'Niccolò Dell’Orto', 'nicco@example.it', NULL, 'Perché non va?', true, now())`);
    const names = async (q: string) => (await asAdmin(`/api/admin/contacts?q=${encodeURIComponent(q)}`)).json<ContactMessage[]>().map((c) => c.name);
    for (const typed of ['dangelo', "D'Angelo", 'd’angelo', 'DANG', 'angelo', 'lucia d']) expect(await names(typed)).toEqual(["Lucia D'Angelo"]);
    for (const typed of ['niccolo', 'Niccolò', 'dellorto', "dell'orto", 'orto', 'perche']) expect(await names(typed)).toEqual(['Niccolò Dell’Orto']);
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 100, unit: 'grapheme' }), async (typed) => {
        const response = await asAdmin(`/api/admin/contacts?q=${encodeURIComponent(typed)}`);
        expect([200, 400]).toContain(response.statusCode);
      }),
      { numRuns: 60 },
    );
    await db.query("DELETE FROM contacts.messages WHERE email IN ('lucia@example.it', 'nicco@example.it')");
  });

  it('refuses a bad cursor or a search text too long with an Italian 400', async () => {
    const cursor = await asAdmin('/api/admin/contacts?cursor=abc');
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json()).toEqual({ error: "Il punto da cui continuare l'elenco non è valido: ricarica l'elenco", code: 'CONTACTS_INVALID_CURSOR' });
    const long = await asAdmin(`/api/admin/contacts?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json<{ error: string }>().error).toBe('Il campo «Cerca per nome, e-mail o testo» può avere al massimo 100 caratteri');
  });

  it.each([
    ['nope', 'nope'],
    [true, 'nope', 'nope'],
    ['true', '2026-01-01T10:00:00.123456Z', '0b6e3a52-54a4-4c0e-9d43-3c8a4c4a1f7e'],
    [true, '2026-13-01T10:00:00.123456Z', '0b6e3a52-54a4-4c0e-9d43-3c8a4c4a1f7e'],
    [true, '2026-01-01T10:00:00.123456Z', '0b6e3a52-54a4-4c0e-9d43-3c8a4c4a1f7'],
  ].map((key) => [JSON.stringify(key), key]))('refuses the well-formed cursor %s of wrong values with an Italian 400', async (_name, key) => {
    const response = await asAdmin(`/api/admin/contacts?cursor=${Buffer.from(JSON.stringify(key)).toString('base64url')}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "Il punto da cui continuare l'elenco non è valido: ricarica l'elenco", code: 'CONTACTS_INVALID_CURSOR' });
  });

  it('answers 304 when the page has not changed, and a fresh page once a message is read', async () => {
    const first = await asAdmin('/api/admin/contacts?limit=5');
    const etag = String(first.headers.etag);
    expect((await asAdmin('/api/admin/contacts?limit=5', { 'if-none-match': etag })).statusCode).toBe(304);
    const unread = first.json<ContactMessage[]>()[0]!;
    await db.query('UPDATE contacts.messages SET read = true WHERE id = $1', [unread.id]);
    const changed = await asAdmin('/api/admin/contacts?limit=5', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<ContactMessage[]>().map((c) => c.id)).not.toContain(unread.id);
    await db.query('UPDATE contacts.messages SET read = false WHERE id = $1', [unread.id]);
  });
});

describe('GET /api/admin/contacts/stats', () => {
  it('counts every message and the unread ones exactly, for the admin alone', async () => {
    expect((await asAdmin('/api/admin/contacts/stats')).json<AdminContactStats>()).toEqual({ totalContacts: ROWS, unreadContacts: UNREAD });
    const anonymous = await service.app.inject({ method: 'GET', url: '/api/admin/contacts/stats' });
    expect(anonymous.statusCode).toBe(401);
  });
});
