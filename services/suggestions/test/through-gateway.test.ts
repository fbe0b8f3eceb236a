import type { AdminSuggestion, PublicSuggestion, Suggestion } from '@orbita/proto-types';
import { freshAddress } from '@orbita/service-kit/testing';
import { serviceBehindGatewayForSuite } from '@orbita/gateway/testing';
import { suggestionsService } from '@orbita/suggestions';

/** The suggestions service listening on a real port, reached only through the real gateway. */
const { call, signer } = serviceBehindGatewayForSuite(suggestionsService, 'suggestions');

describe('suggestions through the gateway', () => {
  it('suggests, lists and counts one vote per visitor, the cookie passing through', async () => {
    const created = await call('POST', '/api/suggest-tool', { payload: { toolName: 'Metronomo', description: 'Per musicisti' } });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<Suggestion>();

    const first = await call('POST', `/api/suggestions/${id}/vote`);
    expect(first.json()).toEqual({ votes: 1 });
    const cookie = first.cookies.find((c) => c.name === 'orbita_visitor');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const again = await call('POST', `/api/suggestions/${id}/vote`, { cookie: `orbita_visitor=${cookie!.value}` });
    expect(again.json()).toEqual({ votes: 1 });
    expect((await call('POST', `/api/suggestions/${id}/vote`)).json()).toEqual({ votes: 2 });

    const list = (await call('GET', '/api/suggestions')).json<PublicSuggestion[]>();
    expect(list.find((s) => s.id === id)).toMatchObject({ toolName: 'Metronomo', votes: 2, status: 'pending' });
  });

  it('counts 200 simultaneous votes of different visitors exactly once each', async () => {
    const { id } = (await call('POST', '/api/suggest-tool', { payload: { toolName: 'Affollato', description: 'D' } })).json<Suggestion>();
    const responses = await Promise.all(Array.from({ length: 200 }, () => call('POST', `/api/suggestions/${id}/vote`)));
    expect(responses.filter((r) => r.statusCode !== 200).map((r) => r.body).slice(0, 3)).toEqual([]);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(200).fill(200));
    const answered = responses.map((r) => r.json<{ votes: number }>().votes).sort((a, b) => a - b);
    expect(answered).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    const list = (await call('GET', '/api/suggestions')).json<PublicSuggestion[]>();
    expect(list.find((s) => s.id === id)?.votes).toBe(200);
  });

  it('passes the service\'s Italian errors through', async () => {
    const missing = await call('POST', '/api/suggest-tool', { payload: { toolName: ' ', description: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'Nome e descrizione del tool sono obbligatori', code: 'SUGGESTIONS_INVALID_INPUT' });
    const unknown = await call('POST', '/api/suggestions/00000000-0000-4000-8000-000000000000/vote');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Suggerimento non trovato', code: 'SUGGESTIONS_NOT_FOUND' });
  });

  it('limits suggestions by the address the gateway saw', async () => {
    const address = freshAddress();
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await call('POST', '/api/suggest-tool', { address, payload: { toolName: `T${i}`, description: 'D' } })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('lets the admin list and delete with a token, and no one without', async () => {
    const { id } = (await call('POST', '/api/suggest-tool', { payload: { toolName: 'Admin', description: 'D', email: 'a@b.it' } })).json<Suggestion>();
    expect((await call('GET', '/api/admin/suggestions')).statusCode).toBe(401);
    expect((await call('DELETE', `/api/admin/suggestions/${id}`)).statusCode).toBe(401);

    const token = signer.sign();
    const list = await call('GET', '/api/admin/suggestions', { token });
    expect(list.statusCode).toBe(200);
    expect(list.json<AdminSuggestion[]>().find((s) => s.id === id)).toMatchObject({ email: 'a@b.it' });
    expect((await call('DELETE', `/api/admin/suggestions/${id}`, { token })).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/suggestions/${id}`, { token })).statusCode).toBe(404);
  });

  it('lets no cache keep an admin answer: each says no-store', async () => {
    const { id } = (await call('POST', '/api/suggest-tool', { payload: { toolName: 'Cache', description: 'D', email: 'c@b.it' } })).json<Suggestion>();
    const token = signer.sign();
    for (const [method, url] of [
      ['GET', '/api/admin/suggestions'],
      ['GET', '/api/admin/suggestions/stats'],
      ['GET', '/api/admin/suggestions/daily'],
      ['GET', '/api/admin/suggestions.csv'],
      ['PUT', `/api/admin/suggestions/${id}/approve`],
    ] as const) {
      const response = await call(method, url, { token });
      expect({ url, status: response.statusCode, cacheControl: response.headers['cache-control'] }).toEqual({ url, status: 200, cacheControl: 'private, no-store' });
    }
  });
});
