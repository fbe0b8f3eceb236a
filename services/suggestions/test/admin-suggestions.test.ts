import { createHmac } from 'node:crypto';
import {
  ADMIN_TOKEN_AUDIENCE,
  ADMIN_TOKEN_ISSUER,
  adminNotBeforeKey,
  SUBJECTS,
  type AdminSuggestion,
  type Suggestion,
} from '@orbita/proto-types';
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

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsAt = (now: number) => ({ sub: 'admin', iat: now, exp: now + 3600, iss: ADMIN_TOKEN_ISSUER, aud: ADMIN_TOKEN_AUDIENCE });

/** A token with `alg: none` and no signature: must never be accepted. */
function unsigned(now: number): string {
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claimsAt(now))}.`;
}

/** The classic confusion: HMAC keyed with the public key, which anyone has. */
function hmacWithPublicKey(now: number): string {
  const input = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claimsAt(now))}`;
  return `${input}.${createHmac('sha256', signer.publicKeyPem).update(input).digest('base64url')}`;
}

function asAdmin(method: 'GET' | 'DELETE', url: string, token = signer.sign()) {
  return service.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
}

describe('admin suggestion calls', () => {
  it('lists every suggestion newest first, with e-mail, votes and status', async () => {
    const first = await createSuggestion({ toolName: 'Primo', description: 'D', email: 'anna@example.it', priority: 'alta' });
    const second = await createSuggestion({ toolName: 'Secondo', description: 'D' });
    const response = await asAdmin('GET', '/api/admin/suggestions');
    expect(response.statusCode).toBe(200);
    const list = response.json<AdminSuggestion[]>();
    const ids = list.map((s) => s.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(list.find((s) => s.id === first.id)).toEqual({
      id: first.id,
      toolName: 'Primo',
      priority: 'alta',
      category: 'Generale',
      description: 'D',
      votes: 0,
      email: 'anna@example.it',
      createdAt: first.createdAt,
      status: 'pending',
    });
  });

  it('deletes a suggestion, which then is gone from both lists, and says so on the bus', async () => {
    const events = await collectEvents(service.bus, SUBJECTS.suggestionDeleted);
    const { id } = await createSuggestion({ toolName: 'Da eliminare', description: 'D' });
    await vote(service.app, id);
    const response = await asAdmin('DELETE', `/api/admin/suggestions/${id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await asAdmin('GET', '/api/admin/suggestions')).json<AdminSuggestion[]>().some((s) => s.id === id)).toBe(false);
    expect((await service.app.inject({ url: '/api/suggestions' })).json<Suggestion[]>().some((s) => s.id === id)).toBe(false);
    await waitFor(() => events.some((e) => e.suggestionId === id), 'deleted event');

    const again = await asAdmin('DELETE', `/api/admin/suggestions/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Suggerimento non trovato', code: 'SUGGESTIONS_NOT_FOUND' });
    const voteOnDeleted = await vote(service.app, id);
    expect(voteOnDeleted.statusCode).toBe(404);
  });

  it('answers a malformed id with an Italian 400', async () => {
    const response = await asAdmin('DELETE', '/api/admin/suggestions/abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_INPUT');
  });

  const now = Math.floor(Date.now() / 1000);
  const otherKey = createAdminTokenSigner();
  it.each([
    ['no token', undefined],
    ['a token that is not a JWT', 'Bearer abc.def'],
    ['a token signed with another key', `Bearer ${otherKey.sign()}`],
    ['an expired token', `Bearer ${signer.sign({ iat: now - 7200, exp: now - 3600 })}`],
    ['a token for another audience', `Bearer ${signer.sign({ aud: 'someone-else' })}`],
    ['a token from another issuer', `Bearer ${signer.sign({ iss: 'someone-else' })}`],
    ['an unsigned token (alg none)', `Bearer ${unsigned(now)}`],
    ['an HS256 token keyed with the public key', `Bearer ${hmacWithPublicKey(now)}`],
    ['a Basic credential', 'Basic YWRtaW46YWRtaW4='],
  ])('refuses %s with an Italian 401, on every admin call', async (_case, authorization) => {
    const { id } = await createSuggestion({ toolName: `Protetto da ${_case}`, description: 'D' });
    const headers = authorization ? { authorization } : {};
    for (const [method, url] of [
      ['GET', '/api/admin/suggestions'],
      ['DELETE', `/api/admin/suggestions/${id}`],
    ] as const) {
      const response = await service.app.inject({ method, url, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: expect.stringMatching(/login/), code: 'UNAUTHORIZED' });
    }
    expect((await asAdmin('GET', '/api/admin/suggestions')).json<AdminSuggestion[]>().some((s) => s.id === id)).toBe(true);
  });

  it('refuses a token issued before the admin last changed password', async () => {
    const issuedAt = Math.floor(Date.now() / 1000) - 60;
    const token = signer.sign({ iat: issuedAt });
    expect((await asAdmin('GET', '/api/admin/suggestions', token)).statusCode).toBe(200);
    await service.kv.set(adminNotBeforeKey('admin'), String(issuedAt + 1));
    try {
      const response = await asAdmin('GET', '/api/admin/suggestions', token);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    } finally {
      await service.kv.del(adminNotBeforeKey('admin'));
    }
  });
});
