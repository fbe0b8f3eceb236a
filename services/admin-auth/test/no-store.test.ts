import { startBehindGateway, type BehindGateway } from '@orbita/gateway/testing';
import { startAdminAuth, type AdminAuthUnderTest } from './support.js';

let target: AdminAuthUnderTest;
let behind: BehindGateway;
beforeAll(async () => {
  target = await startAdminAuth();
  behind = await startBehindGateway(target.service, 'admin-auth', { ADMIN_JWT_PUBLIC_KEY: target.keys.publicKeyPem });
});
afterAll(async () => {
  await behind.close();
  await target.service.close();
});

const cacheOf = (response: { statusCode: number; headers: Record<string, unknown> }) => ({ status: response.statusCode, cacheControl: response.headers['cache-control'] });

describe('the answers that carry a token, through the gateway', () => {
  it('lets no cache keep them: login, verify and change-password each say no-store', async () => {
    const login = await behind.call('POST', '/api/admin/login', { payload: { username: target.username, password: target.password } });
    expect(cacheOf(login)).toEqual({ status: 200, cacheControl: 'private, no-store' });
    const { token } = login.json<{ token: string }>();
    expect(cacheOf(await behind.call('GET', '/api/admin/verify', { token }))).toEqual({ status: 200, cacheControl: 'private, no-store' });
    const changed = await behind.call('POST', '/api/admin/change-password', { token, payload: { currentPassword: target.password, newPassword: `${target.password}!` } });
    expect(cacheOf(changed)).toEqual({ status: 200, cacheControl: 'private, no-store' });
  });

  it('says no-store on a refused login too, which may still name the account', async () => {
    const refused = await behind.call('POST', '/api/admin/login', { payload: { username: target.username, password: 'sbagliata' } });
    expect(cacheOf(refused)).toEqual({ status: 401, cacheControl: 'private, no-store' });
  });
});
