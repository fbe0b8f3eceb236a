import Fastify, { type FastifyInstance } from 'fastify';
import { MemoryKv, type Kv, type ServiceDeps } from '@orbita/service-kit';
import type { AdminAuthConfig } from './config.js';
import { adminAuthLimits, LOGIN_LIMITS, tooManyAttemptsMessage } from './limits.js';

/** A password check guarded as login and change-password guard theirs, and its success. */
async function guardedApp(kv: Kv): Promise<FastifyInstance> {
  const limits = adminAuthLimits({ kv } as ServiceDeps<AdminAuthConfig>);
  const app = Fastify();
  // As the kit's error handler does: the seconds to wait go into Retry-After.
  app.setErrorHandler((error: { statusCode?: number; retryAfter?: number }, _request, reply) =>
    reply.status(error.statusCode ?? 500).header('retry-after', String(error.retryAfter)).send(),
  );
  app.post('/attempt', { preHandler: limits.passwordAttempt }, async () => ({ ok: true }));
  app.post('/accepted', async (request) => {
    await limits.passwordAccepted(request);
    return { ok: true };
  });
  await app.ready();
  return app;
}

async function attempts(app: FastifyInstance, username: string, address: string, count: number) {
  const outcomes: Array<'ok' | number> = [];
  for (let i = 0; i < count; i += 1) {
    const response = await app.inject({ method: 'POST', url: '/attempt', payload: { username }, remoteAddress: address });
    outcomes.push(response.statusCode === 200 ? 'ok' : Number(response.headers['retry-after']));
  }
  return outcomes;
}

async function succeeded(app: FastifyInstance, username: string, address: string) {
  await app.inject({ method: 'POST', url: '/accepted', payload: { username }, remoteAddress: address });
}

describe('password attempt limits', () => {
  let kv: MemoryKv;
  let app: FastifyInstance;
  beforeEach(async () => {
    kv = new MemoryKv();
    app = await guardedApp(kv);
  });
  afterEach(async () => {
    await app.close();
    await kv.close();
  });

  it('lets 5 attempts on a username from one address through and stops the 6th for the window', async () => {
    const outcomes = await attempts(app, 'admin', '203.0.113.1', 6);
    expect(outcomes.slice(0, 5)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(outcomes[5]).toBe(LOGIN_LIMITS.windowSeconds);
  });

  it('does not lock the username out for another address', async () => {
    await attempts(app, 'admin', '203.0.113.1', 6);
    expect(await attempts(app, 'admin', '198.51.100.7', 1)).toEqual(['ok']);
  });

  it('counts the same username in another case as the same username', async () => {
    await attempts(app, 'admin', '203.0.113.1', 5);
    expect(await attempts(app, 'ADMIN', '203.0.113.1', 1)).toEqual([LOGIN_LIMITS.windowSeconds]);
  });

  it('starts the username count again after a success', async () => {
    await attempts(app, 'admin', '203.0.113.1', 4);
    await succeeded(app, 'admin', '203.0.113.1');
    expect(await attempts(app, 'admin', '203.0.113.1', 5)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
  });

  it('does not count successful sign-ins against the address', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAddress + 5; i += 1) {
      expect(await attempts(app, 'admin', '203.0.113.4', 1)).toEqual(['ok']);
      await succeeded(app, 'admin', '203.0.113.4');
    }
  });

  it('stops an address that walks through usernames after 20 attempts', async () => {
    const outcomes: Array<'ok' | number> = [];
    for (let i = 0; i < 40; i += 1) outcomes.push(...(await attempts(app, `user${i}`, '203.0.113.9', 1)));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(LOGIN_LIMITS.perAddress);
    expect(outcomes.slice(LOGIN_LIMITS.perAddress).every((o) => o !== 'ok')).toBe(true);
  });

  it('keeps counting in the process while the KV cannot be reached', async () => {
    const unreachable = () => Promise.reject(new Error('Redis unreachable'));
    const broken: Kv = {
      kind: 'redis',
      get: unreachable,
      set: unreachable,
      setIfAbsent: unreachable,
      del: unreachable,
      increment: unreachable,
      ping: unreachable,
      close: async () => undefined,
    };
    const degraded = await guardedApp(broken);
    const outcomes = await attempts(degraded, 'admin', '203.0.113.1', 6);
    await degraded.close();
    expect(outcomes[5]).toBe(LOGIN_LIMITS.windowSeconds);
  });

  it('says in Italian how many minutes to wait', () => {
    expect(tooManyAttemptsMessage(900)).toBe('Troppi tentativi di accesso non riusciti: riprova tra 15 minuti');
    expect(tooManyAttemptsMessage(30)).toBe('Troppi tentativi di accesso non riusciti: riprova tra 1 minuto');
  });
});
