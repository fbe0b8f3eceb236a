import pg from 'pg';
import { SUBJECTS, type AdminSuggestion, type PublicSuggestion, type SuggestionActivity } from '@orbita/proto-types';
import { collectEvents, createAdminTokenSigner, startTestService, waitFor, type TestService } from '@orbita/service-kit/testing';
import { suggestionsService } from '@orbita/suggestions';
import { createSuggestion as create, vote } from './support.js';

const signer = createAdminTokenSigner();
let service: TestService;
beforeAll(async () => {
  service = await startTestService(suggestionsService, { ADMIN_JWT_PUBLIC_KEY: signer.publicKeyPem });
});
afterAll(async () => {
  await service.close();
});

const createSuggestion = (payload: Record<string, string>) => create(service.app, payload);
const asAdmin = (method: 'GET' | 'PUT', url: string, token: string | null = signer.sign()) =>
  service.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('approving a suggestion', () => {
  it('marks it approved for everyone, announces it once, and answers the same when asked again', async () => {
    const events = await collectEvents(service.bus, SUBJECTS.suggestionApproved);
    const { id } = await createSuggestion({ toolName: 'Metronomo', description: 'Per musicisti' });
    const first = await asAdmin('PUT', `/api/admin/suggestions/${id}/approve`);
    expect(first.statusCode).toBe(200);
    expect(first.json<AdminSuggestion>()).toMatchObject({ id, toolName: 'Metronomo', status: 'approved' });
    expect((await asAdmin('PUT', `/api/admin/suggestions/${id}/approve`)).json<AdminSuggestion>().status).toBe('approved');
    await waitFor(async () => events.length >= 1, 'the approval event');
    expect(events).toEqual([expect.objectContaining({ suggestionId: id, toolName: 'Metronomo' })]);
    const publicList = (await service.app.inject({ url: '/api/suggestions?limit=100' })).json<PublicSuggestion[]>();
    expect(publicList.find((s) => s.id === id)?.status).toBe('approved');
  });

  it('answers 404 for an unknown id, 400 for a malformed one and 401 without a token', async () => {
    expect((await asAdmin('PUT', '/api/admin/suggestions/00000000-0000-4000-8000-000000000000/approve')).statusCode).toBe(404);
    expect((await asAdmin('PUT', '/api/admin/suggestions/non-un-id/approve')).statusCode).toBe(400);
    const { id } = await createSuggestion({ toolName: 'Senza token', description: 'D' });
    expect((await asAdmin('PUT', `/api/admin/suggestions/${id}/approve`, null)).statusCode).toBe(401);
  });
});

describe('exporting suggestions as CSV', () => {
  it('gives every suggestion, in a file Excel in Italian opens right, with formulas kept as text', async () => {
    await createSuggestion({ toolName: 'Calcolo; "IVA"', description: '=HYPERLINK("http://evil")', email: 'luca@example.it' });
    const response = await asAdmin('GET', '/api/admin/suggestions.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="suggerimenti-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('ID;Strumento;Descrizione;Categoria;Priorità;Email;Stato;Voti;Data');
    expect(lines).toContainEqual(expect.stringContaining(';"Calcolo; ""IVA""";"\'=HYPERLINK(""http://evil"")";Generale;media;luca@example.it;In valutazione;0;'));
    expect((await asAdmin('GET', '/api/admin/suggestions.csv', null)).statusCode).toBe(401);
  });

  it('reads a large table a page at a time and leaves no row out', async () => {
    const db = new pg.Client({ connectionString: service.databaseUrl });
    await db.connect();
    try {
      await db.query(
        `INSERT INTO suggestions.suggestions (id, tool_name, description)
         SELECT gen_random_uuid(), 'Massa ' || n, 'riga ' || n FROM generate_series(1, 2600) AS n`,
      );
      const { rows } = await db.query<{ total: string }>('SELECT count(*) AS total FROM suggestions.suggestions');
      const body = (await asAdmin('GET', '/api/admin/suggestions.csv')).body;
      expect(body.trimEnd().split('\r\n')).toHaveLength(Number(rows[0]!.total) + 1);
    } finally {
      await db.end();
    }
  });
});

describe('the dashboard chart of the last days', () => {
  it('counts new suggestions and votes of each day, every day present, oldest first', async () => {
    const { id } = await createSuggestion({ toolName: 'Oggi', description: 'D' });
    await vote(service.app, id);
    const response = await asAdmin('GET', '/api/admin/suggestions/daily?days=7');
    expect(response.statusCode).toBe(200);
    const days = response.json<SuggestionActivity>();
    expect(days).toHaveLength(7);
    expect(days.map((day) => day.date)).toEqual([...days.map((day) => day.date)].sort());
    const today = days.at(-1)!;
    expect(today.suggestions).toBeGreaterThanOrEqual(1);
    expect(today.votes).toBeGreaterThanOrEqual(1);
    expect(days.slice(0, -1).every((day) => day.suggestions === 0 && day.votes === 0)).toBe(true);
    expect((await asAdmin('GET', '/api/admin/suggestions/daily')).json()).toHaveLength(30);
    expect((await asAdmin('GET', '/api/admin/suggestions/daily?days=91')).statusCode).toBe(400);
  });
});
