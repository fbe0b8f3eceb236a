import type { FastifyInstance } from 'fastify';
import { adminNotBeforeKey, SUBJECTS, type PasswordChangedEvent } from '@orbita/proto-types';
import { createService, RedisKv } from '@orbita/service-kit';
import { freePort, freshAddress, waitFor } from '@orbita/service-kit/testing';
import { claimsOf, login, startAdminAuth, tokenFor, type AdminAuthUnderTest } from './support.js';

let target: AdminAuthUnderTest;
beforeAll(async () => {
  target = await startAdminAuth();
});
afterAll(async () => {
  await target.service.close();
});

function changePassword(token: string, body: Record<string, unknown>, address = freshAddress()) {
  return target.app.inject({
    method: 'POST',
    url: '/api/admin/change-password',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': address },
    payload: body,
  });
}

function verifyOn(app: FastifyInstance, url: string, token: string) {
  return app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
}

/** Changes the password of the test admin and keeps the new one for the next tests. */
async function rotatePassword(token: string, newPassword: string) {
  const response = await changePassword(token, { currentPassword: target.password, newPassword });
  if (response.statusCode === 200) target.password = newPassword;
  return response;
}

describe('POST /api/admin/change-password refuses', () => {
  let token: string;
  beforeAll(async () => {
    token = await tokenFor(target);
  });

  it.each([
    ['a wrong current password', { currentPassword: 'non è questa', newPassword: 'una frase nuova e lunga' }, 'La password attuale non è corretta', 'ADMIN_AUTH_WRONG_CURRENT_PASSWORD'],
    ['a new password under 8 characters', { currentPassword: 'x', newPassword: 'corta' }, 'La nuova password deve essere di almeno 8 caratteri', 'ADMIN_AUTH_WEAK_PASSWORD'],
    ['a new password over 128 characters', { currentPassword: 'x', newPassword: 'a'.repeat(129) }, 'La nuova password può avere al massimo 128 caratteri', 'ADMIN_AUTH_WEAK_PASSWORD'],
    ['one of the most common passwords', { currentPassword: 'x', newPassword: 'Password1' }, 'Questa password è tra le più usate e si indovina facilmente: scegline una meno comune', 'ADMIN_AUTH_WEAK_PASSWORD'],
    ['a missing field', { newPassword: 'una frase nuova e lunga' }, 'Il campo «Password attuale» è obbligatorio', 'INVALID_INPUT'],
  ])('%s with an Italian 400', async (_case, body, error, code) => {
    const response = await changePassword(token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code });
  });

  it('the current password as the new one', async () => {
    const response = await changePassword(token, { currentPassword: target.password, newPassword: target.password });
    expect(response.json()).toEqual({ error: 'La nuova password deve essere diversa da quella attuale', code: 'ADMIN_AUTH_WEAK_PASSWORD' });
  });

  it('guesses of the current password beyond 5, even with a valid token', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i += 1) {
      expect((await changePassword(token, { currentPassword: `tentativo ${i}`, newPassword: 'frase nuova e lunga' }, address)).statusCode).toBe(400);
    }
    const locked = await changePassword(token, { currentPassword: 'tentativo 6', newPassword: 'frase nuova e lunga' }, address);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });
});

describe('a password change', () => {
  it('answers a fresh token that works, and ends every session opened before it', async () => {
    const older = await tokenFor(target);
    const events: PasswordChangedEvent[] = [];
    const subscription = await target.service.bus.subscribe(SUBJECTS.passwordChanged, async (event) => void events.push(event));
    const oldPassword = target.password;

    const response = await rotatePassword(older, 'cometa di halley 1986');
    expect(response.statusCode).toBe(200);
    const fresh = response.json();
    expect(fresh).toEqual({ token: expect.any(String), username: 'admin', expiresAt: expect.any(String) });

    expect((await verifyOn(target.app, '/api/admin/verify', fresh.token)).statusCode).toBe(200);
    expect((await verifyOn(target.app, '/api/admin/verify', older)).statusCode).toBe(401);
    expect((await login(target.app, 'admin', oldPassword, freshAddress())).statusCode).toBe(401);
    expect((await login(target.app, 'admin', 'cometa di halley 1986', freshAddress())).statusCode).toBe(200);

    await waitFor(() => events.length > 0);
    await subscription.stop();
    const notBefore = events[0]!.notBefore;
    expect(events[0]).toMatchObject({ username: 'admin', notBefore });
    expect(claimsOf(older).iat as number).toBeLessThan(notBefore);
    expect(claimsOf(fresh.token).iat).toBe(notBefore);
    expect(await target.service.kv.get(adminNotBeforeKey('admin'))).toBe(String(notBefore));
  });

  it('ends a session opened earlier in the very same second', async () => {
    let older = '';
    let changedAt = 0;
    // Retried until login and change fall in one second, which is the case this test is about;
    // each try starts early in a second the last change's watermark has already reached.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const watermark = Number((await target.service.kv.get(adminNotBeforeKey('admin'))) ?? 0);
      await waitFor(() => Date.now() >= watermark * 1000 && Date.now() % 1000 < 300, 'the start of a fresh second past the watermark', 5000);
      older = await tokenFor(target);
      changedAt = Date.now();
      const response = await rotatePassword(older, `orbita lunare ${attempt} ${changedAt}`);
      expect(response.statusCode).toBe(200);
      if (claimsOf(older).iat === Math.floor(changedAt / 1000)) {
        expect((await verifyOn(target.app, '/api/admin/verify', response.json().token)).statusCode).toBe(200);
        break;
      }
    }
    expect(claimsOf(older).iat).toBe(Math.floor(changedAt / 1000));
    expect((await verifyOn(target.app, '/api/admin/verify', older)).statusCode).toBe(401);
  });

  it('is refused by another service within a second, while that service cannot reach Redis', async () => {
    const deadRedis = await RedisKv.connect({ url: `redis://127.0.0.1:${await freePort()}` });
    const other = await createService(
      {
        name: 'other',
        defaultPort: 0,
        app: async (app) => {
          app.get('/api/admin/probe', { onRequest: app.requireAdmin }, async () => ({ ok: true }));
        },
      },
      { env: { ADMIN_JWT_PUBLIC_KEY: target.keys.publicKeyPem }, kv: deadRedis, bus: target.service.bus, logger: false },
    );
    await other.ready();
    try {
      const older = await tokenFor(target);
      expect((await verifyOn(other, '/api/admin/probe', older)).statusCode).toBe(200);
      const changedAt = Date.now();
      const response = await rotatePassword(older, 'nebulosa del granchio');
      await waitFor(async () => (await verifyOn(other, '/api/admin/probe', older)).statusCode === 401, 'the other process to refuse the older token', 1000);
      expect(Date.now() - changedAt).toBeLessThan(1000);
      expect((await verifyOn(other, '/api/admin/probe', response.json().token)).statusCode).toBe(200);
    } finally {
      await other.close();
      await deadRedis.close();
    }
  });
});

