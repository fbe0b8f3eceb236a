import pg from 'pg';
import {
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  type AdminSuggestion,
  type AdminSuggestionStats,
  type PublicSuggestion,
  type SuggestionStats,
} from '@orbita/proto-types';
import { createAdminTokenSigner, startTestService, type TestService } from '@orbita/service-kit/testing';
import { suggestionsService } from '@orbita/suggestions';

const signer = createAdminTokenSigner();
let service: TestService;
let db: pg.Client;

/** 75 suggestions written in SQL: votes 0–4, categories in turn, every third of high priority. */
const ROWS = 75;
beforeAll(async () => {
  service = await startTestService(suggestionsService, { ADMIN_JWT_PUBLIC_KEY: signer.publicKeyPem });
  db = new pg.Client({ connectionString: service.databaseUrl });
  await db.connect();
  await db.query(`
    INSERT INTO suggestions.suggestions (id, tool_name, description, category, priority, email, votes, created_at)
    SELECT gen_random_uuid(), 'Strumento ' || n, 'Descrizione numero ' || n,
           (ARRAY['Generale', 'Finanza', 'Educazione'])[1 + n % 3],
           CASE WHEN n % 3 = 0 THEN 'alta' ELSE 'media' END,
           'persona' || n || '@example.it', n % 5,
           -- Two rows share each instant, so ties are settled by the id.
           timestamptz '2026-01-01 10:00:00.123456+00' + (n / 2) * interval '1 microsecond'
    FROM generate_series(1, ${ROWS}) AS n`);
});
afterAll(async () => {
  await db.end();
  await service.close();
});

const cursorOf = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');
const AT = '2026-01-01T10:00:00.123456Z';
const ID = '0b6e3a52-54a4-4c0e-9d43-3c8a4c4a1f7e';
/** Cursors of the right shape whose values no row's key can hold: each was a 500. */
const WRONG_VALUE_CURSORS = [
  [1, 'x', 'y'],
  [2 ** 31, AT, ID],
  [1.5, AT, ID],
  [-1e300, AT, ID],
  [1, AT, 'not-a-uuid'],
  [1, AT, `${ID}\u0000`],
  [1, `${AT}\u0000`, ID],
  [1, '294277-01-01T00:00:00.000000Z', ID],
  [1, '2026-02-30T10:00:00.000000Z', ID],
  [1, '2026-01-01', ID],
];

const get = (url: string, headers: Record<string, string> = {}) => service.app.inject({ method: 'GET', url, headers });
const asAdmin = (url: string) => get(url, { authorization: `Bearer ${signer.sign()}` });

/** The address of the next page, from `Link: <…>; rel="next"`; null on the last page. */
function nextOf(link: string | string[] | number | undefined): string | null {
  if (link === undefined) return null;
  const match = /^<([^>]+)>; rel="next"$/.exec(String(link));
  if (!match) throw new Error(`unexpected Link header: ${String(link)}`);
  return match[1]!;
}

/** Follows the Link headers from the first page to the last, keeping each page. */
async function walk<T>(first: string, send: (url: string) => ReturnType<typeof get>): Promise<T[][]> {
  const pages: T[][] = [];
  for (let url: string | null = first; url !== null; ) {
    const response = await send(url);
    expect(response.statusCode).toBe(200);
    pages.push(response.json<T[]>());
    url = nextOf(response.headers.link);
    if (pages.length > 50) throw new Error('the pages never end');
  }
  return pages;
}

const byVotesThenNewest = (a: PublicSuggestion, b: PublicSuggestion) =>
  b.votes - a.votes || b.createdAt.localeCompare(a.createdAt);

describe('GET /api/suggestions, a page at a time', () => {
  it('answers the first page of the list, an array, with the next page in a Link header', async () => {
    const response = await get('/api/suggestions');
    expect(response.statusCode).toBe(200);
    const page = response.json<PublicSuggestion[]>();
    expect(page).toHaveLength(PAGE_SIZE_DEFAULT);
    expect(page.every((s) => s.votes === 4 || s.votes === 3)).toBe(true);
    expect([...page].sort(byVotesThenNewest).map((s) => s.votes)).toEqual(page.map((s) => s.votes));
    expect(page.some((s) => 'email' in s)).toBe(false);
    expect(nextOf(response.headers.link)).toMatch(/^\/api\/suggestions\?cursor=[A-Za-z0-9_-]+$/);
  });

  it('gives every suggestion exactly once across the pages, in order, even where created_at ties', async () => {
    const pages = await walk<PublicSuggestion>('/api/suggestions?limit=7', get);
    expect(pages.map((p) => p.length)).toEqual([7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 5]);
    const all = pages.flat();
    expect(new Set(all.map((s) => s.id)).size).toBe(ROWS);
    expect(all.map((s) => s.votes)).toEqual([...all].sort(byVotesThenNewest).map((s) => s.votes));
  });

  it('keeps one category, in SQL, across its pages; the Link keeps the filter', async () => {
    const first = await get('/api/suggestions?category=Finanza&limit=10');
    expect(nextOf(first.headers.link)).toContain('category=Finanza');
    const pages = await walk<PublicSuggestion>('/api/suggestions?category=Finanza&limit=10', get);
    const all = pages.flat();
    expect(all).toHaveLength(25);
    expect(all.every((s) => s.category === 'Finanza')).toBe(true);
  });

  it('answers an empty array for a category with no suggestion, and no Link', async () => {
    const response = await get(`/api/suggestions?category=${encodeURIComponent('Intrattenimento')}`);
    expect(response.json()).toEqual([]);
    expect(response.headers.link).toBeUndefined();
  });

  it('answers 304 with no body to a client that holds the same page, and lets caches keep it briefly', async () => {
    const first = await get('/api/suggestions?limit=5');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=5');
    const repeat = await get('/api/suggestions?limit=5', { 'if-none-match': etag });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.body).toBe('');
    const other = await get('/api/suggestions?limit=6', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
  });

  it.each([
    ['cursor=non-un-cursore', "Il punto da cui continuare l'elenco non è valido: ricarica l'elenco"],
    [`cursor=${Buffer.from('["x"]').toString('base64url')}`, "Il punto da cui continuare l'elenco non è valido: ricarica l'elenco"],
    ['cursor=%3Cscript%3E', "Il punto da cui continuare l'elenco non è valido: ricarica l'elenco"],
    ...WRONG_VALUE_CURSORS.map((key) => [`cursor=${cursorOf(key)} (${JSON.stringify(key)})`, "Il punto da cui continuare l'elenco non è valido: ricarica l'elenco"]),
    ['limit=0', `Il numero di elementi per pagina deve essere tra 1 e ${PAGE_SIZE_MAX}`],
    [`limit=${PAGE_SIZE_MAX + 1}`, `Il numero di elementi per pagina deve essere tra 1 e ${PAGE_SIZE_MAX}`],
    ['limit=tanti', `Il numero di elementi per pagina deve essere tra 1 e ${PAGE_SIZE_MAX}`],
    ['category=Cucina', 'Il campo «Categoria» deve essere uno tra:'],
    ['category=Generale%00', 'Il campo «Categoria» contiene un carattere non ammesso'],
    ['cursor=abc%00', "Il punto da cui continuare l'elenco non è valido: ricarica l'elenco"],
    ['filtro=a%00b', 'La richiesta contiene un carattere non ammesso (parametri): caratteri di controllo o codifica non valida'],
  ])('refuses %s with an Italian 400', async (query, message) => {
    const response = await get(`/api/suggestions?${query.replace(/ \(.*\)$/, '')}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain(message);
  });

  it('never answers more than the largest page', async () => {
    const response = await get(`/api/suggestions?limit=${PAGE_SIZE_MAX}`);
    expect(response.json<unknown[]>()).toHaveLength(ROWS);
  });
});

describe('GET /api/suggestions/stats', () => {
  it('counts every suggestion, vote, category and high priority one, exactly', async () => {
    const stats = (await get('/api/suggestions/stats')).json<SuggestionStats>();
    // n = 1…75: votes n % 5 sum to 15 × (0+1+2+3+4) = 150; n % 3 = 0 for 25 of them.
    expect(stats).toEqual({
      total: 75,
      votes: 150,
      categories: 3,
      highPriority: 25,
      byCategory: [
        { category: 'Generale', count: 25 },
        { category: 'Educazione', count: 25 },
        { category: 'Finanza', count: 25 },
      ],
    });
  });

  it('counts within one category, still giving every category for the chips', async () => {
    const stats = (await get('/api/suggestions/stats?category=Generale')).json<SuggestionStats>();
    expect(stats).toMatchObject({ total: 25, categories: 1, highPriority: 25 });
    expect(stats.byCategory).toHaveLength(3);
    const none = (await get('/api/suggestions/stats?category=Altro')).json<SuggestionStats>();
    expect(none).toMatchObject({ total: 0, votes: 0, categories: 0, highPriority: 0 });
  });
});

describe('GET /api/admin/suggestions, a page at a time', () => {
  it('gives every suggestion once, newest first, with its e-mail', async () => {
    const pages = await walk<AdminSuggestion>('/api/admin/suggestions?limit=20', asAdmin);
    expect(pages.map((p) => p.length)).toEqual([20, 20, 20, 15]);
    const all = pages.flat();
    expect(new Set(all.map((s) => s.id)).size).toBe(ROWS);
    expect(all.map((s) => s.createdAt)).toEqual(all.map((s) => s.createdAt).sort().reverse());
    expect(all.every((s) => s.email?.endsWith('@example.it'))).toBe(true);
  });

  it('finds suggestions by name, description and e-mail, as words or their beginnings', async () => {
    const byName = (await asAdmin('/api/admin/suggestions?q=strumento%2042')).json<AdminSuggestion[]>();
    expect(byName.map((s) => s.toolName)).toEqual(['Strumento 42']);
    const byEmail = (await asAdmin('/api/admin/suggestions?q=persona7%40example.it')).json<AdminSuggestion[]>();
    expect(byEmail.map((s) => s.toolName)).toEqual(['Strumento 7']);
    const byPrefix = (await asAdmin('/api/admin/suggestions?q=DESCRIZ%20numero%201')).json<AdminSuggestion[]>();
    expect(byPrefix.map((s) => s.toolName).sort()).toEqual(['Strumento 1', ...Array.from({ length: 10 }, (_, i) => `Strumento 1${i}`)].sort());
    const nothing = await asAdmin(`/api/admin/suggestions?q=${encodeURIComponent("' & ! : * ( )")}`);
    expect(nothing.statusCode).toBe(200);
    expect(nothing.json<unknown[]>()).toHaveLength(PAGE_SIZE_DEFAULT);
  });

  it.each([['nope', 'nope'], [AT, 'nope'], ['nope', ID], [`${AT}\u0000`, ID], ['0000-01-01T00:00:00.000000Z', ID], [1, ID]].map((key) => [JSON.stringify(key), key]))(
    'refuses the cursor %s with an Italian 400',
    async (_name, key) => {
      const response = await asAdmin(`/api/admin/suggestions?cursor=${cursorOf(key)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: "Il punto da cui continuare l'elenco non è valido: ricarica l'elenco", code: 'SUGGESTIONS_INVALID_CURSOR' });
    },
  );

  it('answers the two cards of the dashboard exactly, and only to the admin', async () => {
    expect((await asAdmin('/api/admin/suggestions/stats')).json<AdminSuggestionStats>()).toEqual({
      totalSuggestions: 75,
      highPrioritySuggestions: 25,
    });
    expect((await get('/api/admin/suggestions/stats')).statusCode).toBe(401);
  });

  it('answers 304 to the dashboard when its page has not changed', async () => {
    const first = await asAdmin('/api/admin/suggestions');
    expect(first.headers['cache-control']).toBe('private, no-store');
    const repeat = await service.app.inject({
      method: 'GET',
      url: '/api/admin/suggestions',
      headers: { authorization: `Bearer ${signer.sign()}`, 'if-none-match': String(first.headers.etag) },
    });
    expect(repeat.statusCode).toBe(304);
  });
});
