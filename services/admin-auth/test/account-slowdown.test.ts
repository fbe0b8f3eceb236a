import fc from 'fast-check';
import { freshAddress } from '@orbita/service-kit/testing';
import { MAX_WAIT_SECONDS, waitSeconds } from '../src/admins/account-slowdown.js';
import { login, startAdminAuth, tokenFor, type AdminAuthUnderTest } from './support.js';

const FREE_FAILURES = 5;
let target: AdminAuthUnderTest;
beforeAll(async () => {
  target = await startAdminAuth({ ADMIN_LOGIN_SLOWDOWN_AFTER: String(FREE_FAILURES) });
});
afterAll(async () => {
  await target.service.close();
});

describe('the wait of an account under guessing', () => {
  it('is none up to the free failures, never shrinks as failures grow, and stays within half a minute', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 1_000_000 }), fc.integer({ min: 1, max: 10_000 }), (failures, free) => {
        const wait = waitSeconds(failures, free);
        expect(wait).toBeGreaterThanOrEqual(failures < free ? 0 : 1);
        expect(wait).toBeLessThanOrEqual(failures < free ? 0 : MAX_WAIT_SECONDS);
        expect(waitSeconds(failures + 1, free)).toBeGreaterThanOrEqual(wait);
      }),
    );
  });
});

describe('password guessing on one account from many addresses', () => {
  it('checks one guess at a time past the free failures, slows the right password from a new place, not from a known one, and shows it on the dashboard', async () => {
    const home = freshAddress();
    const homeToken = await tokenFor(target, home);

    const addresses = Array.from({ length: 40 }, () => freshAddress());
    const guesses = await Promise.all(
      addresses.flatMap((address) => Array.from({ length: 5 }, (_, i) => login(target.app, 'Admin', `tentativo ${i} ${address}`, address))),
    );
    const statuses = guesses.map((response) => response.statusCode);
    const checked = statuses.filter((status) => status === 401).length;
    // 200 guesses in one burst: the free ones and one slowed guess are checked, the rest refused at once.
    expect(checked).toBeLessThanOrEqual(FREE_FAILURES + 1);
    expect(statuses.filter((status) => status === 429).length).toBe(200 - checked);
    const refused = guesses.find((response) => response.statusCode === 429)!;
    expect(refused.json()).toEqual({
      error: expect.stringMatching(/^Troppi tentativi di accesso non riusciti per questo account: riprova tra \d+ second[oi]$/),
      code: 'ADMIN_AUTH_TOO_MANY_ATTEMPTS',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    const fromNewPlace = Date.now();
    expect((await login(target.app, target.username, target.password, freshAddress())).statusCode).toBe(200);
    expect(Date.now() - fromNewPlace).toBeGreaterThanOrEqual(1000);

    const fromHome = Date.now();
    expect((await login(target.app, target.username, target.password, home)).statusCode).toBe(200);
    expect(Date.now() - fromHome).toBeLessThan(1000);

    const verify = await target.app.inject({ method: 'GET', url: '/api/admin/verify', headers: { authorization: `Bearer ${homeToken}` } });
    expect(verify.json()).toEqual({
      valid: true,
      username: 'admin',
      loginSlowdown: { failures: checked, waitSeconds: expect.any(Number) },
    });
    expect(verify.json().loginSlowdown.waitSeconds).toBeGreaterThanOrEqual(1);
  }, 60_000);
});
