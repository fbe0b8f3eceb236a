import { SUBJECTS, type PublicSuggestion } from '@orbita/proto-types';
import { collectEvents, freshAddress, startTestService, waitFor, type TestService } from '@orbita/service-kit/testing';
import { suggestionsService } from '@orbita/suggestions';
import { createSuggestion as create, vote as send } from './support.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService(suggestionsService);
});
afterAll(async () => {
  await service.close();
});

let made = 0;
/** A new tool each time: one already suggested under the same name is refused (409). */
const createSuggestion = (toolName = `Timer ${++made}`) => create(service.app, { toolName, description: 'Descrizione' });
const vote = (id: string, visitorCookie?: string, address?: string) => send(service.app, id, visitorCookie, address);

function visitorCookieOf(response: Awaited<ReturnType<typeof vote>>): string {
  const cookie = response.cookies.find((c) => c.name === 'orbita_visitor');
  if (!cookie) throw new Error('no visitor cookie set');
  return `${cookie.name}=${cookie.value}`;
}

async function votesOf(id: string): Promise<number | undefined> {
  const list = (await service.app.inject({ url: '/api/suggestions' })).json<PublicSuggestion[]>();
  return list.find((s) => s.id === id)?.votes;
}

describe('POST /api/suggestions/:id/vote', () => {
  it('counts a first vote and gives the visitor an HttpOnly, SameSite=Lax cookie', async () => {
    const { id } = await createSuggestion();
    const response = await vote(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ votes: 1 });
    const cookie = response.cookies.find((c) => c.name === 'orbita_visitor');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/suggestions' });
    expect(cookie?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(await votesOf(id)).toBe(1);
  });

  it('answers a repeated vote of the same visitor with the count, without counting it', async () => {
    const { id } = await createSuggestion();
    const cookie = visitorCookieOf(await vote(id));
    const again = await vote(id, cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ votes: 1 });
    expect(again.cookies).toHaveLength(0);
    expect(await votesOf(id)).toBe(1);
  });

  it('counts the votes of different visitors, and one visitor on different suggestions', async () => {
    const first = await createSuggestion('Primo');
    const second = await createSuggestion('Secondo');
    const cookie = visitorCookieOf(await vote(first.id));
    expect((await vote(second.id, cookie)).json()).toEqual({ votes: 1 });
    expect((await vote(first.id)).json()).toEqual({ votes: 2 });
  });

  it('gives a fresh visitor id for a cookie that is not one', async () => {
    const { id } = await createSuggestion();
    const response = await vote(id, 'orbita_visitor=not-a-visitor-id');
    expect(response.json()).toEqual({ votes: 1 });
    expect(visitorCookieOf(response)).not.toBe('orbita_visitor=not-a-visitor-id');
  });

  it('answers an unknown suggestion with an Italian 404', async () => {
    const response = await vote('00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Suggerimento non trovato', code: 'SUGGESTIONS_NOT_FOUND' });
  });

  it('answers a malformed id with an Italian 400', async () => {
    const response = await vote('42');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "L'identificativo non è valido", code: 'INVALID_INPUT' });
  });

  it('counts 200 simultaneous votes of different visitors exactly once each', async () => {
    const { id } = await createSuggestion('Popolare');
    const events = await collectEvents(service.bus, SUBJECTS.suggestionVoted);
    const responses = await Promise.all(Array.from({ length: 200 }, () => vote(id)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(200).fill(200));
    // Each vote answers the count right after it: together exactly 1..200, none lost or doubled.
    const answered = responses.map((r) => r.json<{ votes: number }>().votes).sort((a, b) => a - b);
    expect(answered).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(await votesOf(id)).toBe(200);

    const repeats = await Promise.all(responses.map((r) => vote(id, visitorCookieOf(r))));
    expect(repeats.map((r) => r.json())).toEqual(Array(200).fill({ votes: 200 }));
    expect(await votesOf(id)).toBe(200);

    await waitFor(() => events.filter((e) => e.suggestionId === id).length >= 200, 'voted events');
    const mine = events.filter((e) => e.suggestionId === id);
    expect(mine.map((e) => e.votes).sort((a, b) => a - b)).toEqual(answered);
  });

  it('limits the votes of one address, with an Italian 429', async () => {
    const { id } = await createSuggestion();
    const address = freshAddress();
    const responses = [];
    for (let i = 0; i < 31; i += 1) responses.push(await vote(id, undefined, address));
    expect(responses.slice(0, 30).every((r) => r.statusCode === 200)).toBe(true);
    expect(responses[30]!.statusCode).toBe(429);
    expect(responses[30]!.json()).toEqual({ error: 'Troppi voti in poco tempo: riprova tra un minuto', code: 'TOO_MANY_REQUESTS' });
    expect(await votesOf(id)).toBe(30);
  });
});

describe('GET /api/suggestions', () => {
  it('lists every suggestion, most votes first, then newest, without e-mails', async () => {
    const older = await createSuggestion('Più vecchio');
    const newer = await createSuggestion('Più nuovo');
    const voted = await createSuggestion('Votato');
    await vote(voted.id);
    await vote(voted.id);
    await vote(older.id);
    const list = (await service.app.inject({ url: '/api/suggestions' })).json<PublicSuggestion[]>();
    const ids = list.map((s) => s.id);
    expect(ids.indexOf(voted.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    for (let i = 1; i < list.length; i += 1) {
      const [before, after] = [list[i - 1]!, list[i]!];
      expect(before.votes > after.votes || (before.votes === after.votes && before.createdAt >= after.createdAt)).toBe(true);
    }
    expect(list.every((s) => !('email' in s))).toBe(true);
    expect(list.find((s) => s.id === voted.id)).toMatchObject({ votes: 2, status: 'pending' });
  });
});
