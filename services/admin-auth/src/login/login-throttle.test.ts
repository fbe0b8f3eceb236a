import { MemoryKv, type Kv } from '@orbita/service-kit';
import { LOGIN_LIMITS, LoginThrottle, tooManyAttemptsMessage } from './login-throttle.js';

async function attempts(throttle: LoginThrottle, username: string, address: string, count: number) {
  const outcomes: Array<'ok' | number> = [];
  for (let i = 0; i < count; i += 1) {
    try {
      await throttle.countAttempt(username, address);
      outcomes.push('ok');
    } catch (error) {
      outcomes.push((error as { retryAfter: number }).retryAfter);
    }
  }
  return outcomes;
}

describe('login throttle', () => {
  let kv: MemoryKv;
  let throttle: LoginThrottle;
  beforeEach(() => {
    kv = new MemoryKv();
    throttle = new LoginThrottle(kv, () => undefined);
  });
  afterEach(async () => {
    await throttle.close();
    await kv.close();
  });

  it('lets 5 attempts on a username from one address through and stops the 6th for the window', async () => {
    const outcomes = await attempts(throttle, 'admin', '203.0.113.1', 6);
    expect(outcomes.slice(0, 5)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(outcomes[5]).toBe(LOGIN_LIMITS.windowSeconds);
  });

  it('does not lock the username out for another address', async () => {
    await attempts(throttle, 'admin', '203.0.113.1', 6);
    expect(await attempts(throttle, 'admin', '198.51.100.7', 1)).toEqual(['ok']);
  });

  it('counts the same username in another case as the same username', async () => {
    await attempts(throttle, 'admin', '203.0.113.1', 5);
    expect(await attempts(throttle, 'ADMIN', '203.0.113.1', 1)).toEqual([LOGIN_LIMITS.windowSeconds]);
  });

  it('starts the username count again after a success', async () => {
    await attempts(throttle, 'admin', '203.0.113.1', 4);
    await throttle.succeeded('admin', '203.0.113.1');
    expect(await attempts(throttle, 'admin', '203.0.113.1', 5)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
  });

  it('does not count successful sign-ins against the address', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAddress + 5; i += 1) {
      expect(await attempts(throttle, 'admin', '203.0.113.4', 1)).toEqual(['ok']);
      await throttle.succeeded('admin', '203.0.113.4');
    }
  });

  it('stops an address that walks through usernames after 20 attempts', async () => {
    const outcomes: Array<'ok' | number> = [];
    for (let i = 0; i < 40; i += 1) outcomes.push(...(await attempts(throttle, `user${i}`, '203.0.113.9', 1)));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(LOGIN_LIMITS.perAddress);
    expect(outcomes.slice(LOGIN_LIMITS.perAddress).every((o) => o !== 'ok')).toBe(true);
  });

  it('keeps counting in the process while the KV cannot be reached', async () => {
    const unreachable = () => Promise.reject(new Error('Redis non raggiungibile'));
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
    const errors: Error[] = [];
    const degraded = new LoginThrottle(broken, (error) => errors.push(error));
    const outcomes = await attempts(degraded, 'admin', '203.0.113.1', 6);
    await degraded.close();
    expect(outcomes[5]).toBe(LOGIN_LIMITS.windowSeconds);
    expect(errors.length).toBeGreaterThan(0);
  });

  it('says in Italian how many minutes to wait', () => {
    expect(tooManyAttemptsMessage(900)).toBe('Troppi tentativi di accesso non riusciti: riprova tra 15 minuti');
    expect(tooManyAttemptsMessage(30)).toBe('Troppi tentativi di accesso non riusciti: riprova tra 1 minuto');
  });
});
