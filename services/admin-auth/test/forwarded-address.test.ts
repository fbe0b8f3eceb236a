import { randomBytes } from 'node:crypto';
import { startBehindGateway, type BehindGateway } from '@orbita/gateway/testing';
import { freshAddress } from '@orbita/service-kit/testing';
import { startAdminAuth, type AdminAuthUnderTest } from './support.js';

// In the local run modes every process on the machine reaches the services from loopback, as the
// gateway does; only the gateway knows the secret that makes a forwarded address believed.
const GATEWAY_SECRET = randomBytes(32).toString('base64url');

let target: AdminAuthUnderTest;
let behind: BehindGateway;
beforeAll(async () => {
  // Dozens of wrong passwords for one account: the account's own slowdown (account-slowdown.test.ts) is put aside.
  target = await startAdminAuth({ GATEWAY_SECRET, ADMIN_LOGIN_SLOWDOWN_AFTER: '10000' });
  behind = await startBehindGateway(target.service, 'admin-auth', { GATEWAY_SECRET });
});
afterAll(async () => {
  await behind.close();
  await target.service.close();
});

async function wrongLogins(count: number, send: (forwardedFor: string) => Promise<{ statusCode: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await send(freshAddress())).statusCode);
  return statuses;
}

const wrong = { username: 'admin', password: 'sbagliata' };

describe('the client address a service believes (GATEWAY_SECRET)', () => {
  it('locks out a local client that calls the service directly with a new X-Forwarded-For each time', async () => {
    const statuses = await wrongLogins(30, (forwardedFor) =>
      target.app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': forwardedFor }, payload: wrong }),
    );
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
  });

  it('does not believe a guessed secret either', async () => {
    const statuses = await wrongLogins(6, (forwardedFor) =>
      target.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        remoteAddress: '127.0.0.2',
        headers: { 'x-forwarded-for': forwardedFor, 'x-orbita-gateway': randomBytes(32).toString('base64url') },
        payload: wrong,
      }),
    );
    expect(statuses.at(-1)).toBe(429);
  });

  it('believes the address the gateway forwards, so distinct visitors are limited one by one', async () => {
    const statuses = await wrongLogins(30, (address) => behind.call('POST', '/api/admin/login', { address, payload: wrong }));
    expect(statuses.every((status) => status === 401)).toBe(true);
  });

  it('limits a visitor who forges X-Forwarded-For to the gateway by the address the gateway saw', async () => {
    const visitor = freshAddress();
    const statuses = await wrongLogins(8, (forwardedFor) =>
      behind.gateway.inject({ method: 'POST', url: '/api/admin/login', remoteAddress: visitor, headers: { 'x-forwarded-for': forwardedFor }, payload: wrong }),
    );
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });
});
