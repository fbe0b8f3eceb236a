import { createPublicKey, verify } from 'node:crypto';
import { ADMIN_TOKEN_AUDIENCE, ADMIN_TOKEN_ISSUER } from '@orbita/proto-types';
import { freshAddress } from '@orbita/service-kit/testing';
import { claimsOf, headerOf, login, startAdminAuth, type AdminAuthUnderTest } from './support.js';

let target: AdminAuthUnderTest;
beforeAll(async () => {
  target = await startAdminAuth();
});
afterAll(async () => {
  await target.service.close();
});

const INVALID = { error: 'Credenziali non valide', code: 'ADMIN_AUTH_INVALID_CREDENTIALS' };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function timed(attempt: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await attempt();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

describe('POST /api/admin/login', () => {
  it('answers a token signed with EdDSA by the admin-auth key, with the username and expiry', async () => {
    const response = await login(target.app, target.username, target.password, freshAddress());
    expect(response.statusCode).toBe(200);
    const { token, username, expiresAt } = response.json();
    expect(username).toBe('admin');
    expect(headerOf(token)).toMatchObject({ alg: 'EdDSA', typ: 'JWT' });
    const claims = claimsOf(token);
    expect(claims).toMatchObject({ sub: 'admin', iss: ADMIN_TOKEN_ISSUER, aud: ADMIN_TOKEN_AUDIENCE });
    expect(claims.exp).toBe((claims.iat as number) + 240 * 60);
    expect(Math.abs((claims.iat as number) - Date.now() / 1000)).toBeLessThan(5);
    expect(expiresAt).toBe(new Date((claims.exp as number) * 1000).toISOString());
    const [header, payload, signature] = token.split('.');
    const signed = verify(null, Buffer.from(`${header}.${payload}`), createPublicKey(target.keys.publicKeyPem), Buffer.from(signature, 'base64url'));
    expect(signed).toBe(true);
  });

  it('says the same for an unknown user and a wrong password', async () => {
    const unknown = await login(target.app, 'nessuno', target.password, freshAddress());
    const wrong = await login(target.app, target.username, 'non è la password', freshAddress());
    expect([unknown.statusCode, wrong.statusCode]).toEqual([401, 401]);
    expect(unknown.json()).toEqual(INVALID);
    expect(wrong.json()).toEqual(INVALID);
  });

  it('takes about as long for an unknown user as for a wrong password', async () => {
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      unknown.push(await timed(() => login(target.app, `ignoto${i}`, 'tentativo sbagliato', freshAddress())));
      wrong.push(await timed(() => login(target.app, target.username, 'tentativo sbagliato', freshAddress())));
    }
    const ratio = median(unknown) / median(wrong);
    // Without a real verification for unknown users the ratio would be about 0.1; the wide band
    // keeps the check meaningful on a loaded machine.
    expect(ratio).toBeGreaterThan(0.3);
    expect(ratio).toBeLessThan(3.3);
  });

  it('refuses missing fields with an Italian 400', async () => {
    const response = await target.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'admin' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Il campo «Password» è obbligatorio', code: 'INVALID_INPUT' });
  });
});

describe('login throttling', () => {
  it('after 5 failures for a username from one address answers an Italian 429 with Retry-After, even to the right password', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i += 1) {
      expect((await login(target.app, target.username, `sbagliata ${i}`, address)).statusCode).toBe(401);
    }
    const locked = await login(target.app, target.username, target.password, address);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: 'Troppi tentativi di accesso non riusciti: riprova tra 15 minuti',
      code: 'ADMIN_AUTH_TOO_MANY_ATTEMPTS',
    });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
  });

  it('does not lock the admin out from another address', async () => {
    const attacker = freshAddress();
    for (let i = 0; i < 6; i += 1) await login(target.app, target.username, `sbagliata ${i}`, attacker);
    expect((await login(target.app, target.username, target.password, freshAddress())).statusCode).toBe(200);
  });

  it('starts the count again after a successful login', async () => {
    const address = freshAddress();
    for (let i = 0; i < 4; i += 1) await login(target.app, target.username, `sbagliata ${i}`, address);
    expect((await login(target.app, target.username, target.password, address)).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await login(target.app, target.username, `di nuovo ${i}`, address)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
  });

  it('throttles 40 wrong logins from one address walking through usernames, counting in the KV', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await login(target.app, `utente${i}`, 'indovina', address)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
    expect(await target.service.kv.get(`ratelimit:login-address:${address}`)).toBe('40');
  });
});
