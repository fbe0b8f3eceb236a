import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { contactsService } from '@orbita/contacts';
import { suggestionsService } from '@orbita/suggestions';
import { ADMIN_ACCOUNT_ANSWER_TTL_MS, AdminAccounts, createService, type RedisKv } from '@orbita/service-kit';
import {
  BEHIND_THE_GATEWAY,
  createTestBus,
  createTestDatabase,
  createTestKv,
  freshAddress,
  type TestBus,
  type TestDatabase,
} from '@orbita/service-kit/testing';
import { login, startAdminAuth, type AdminAuthUnderTest } from './support.js';

/**
 * admin-auth, contacts and suggestions on one NATS (as in production) with their own databases:
 * an admin account removed from admin-auth's database no longer opens the other services' admin
 * routes, though its token is well signed and unexpired.
 */
const REFUSED = { error: 'Sessione non valida o scaduta: effettua di nuovo il login', code: 'UNAUTHORIZED' };
const ADMIN_ROUTES = [
  ['contacts', '/api/admin/contacts'],
  ['suggestions', '/api/admin/suggestions'],
] as const;

let target: AdminAuthUnderTest;
let adminAuthDb: pg.Client;
const others: Record<'contacts' | 'suggestions', FastifyInstance> = {} as never;
const resources: Array<{ close(): Promise<void> }> = [];

async function startBesideAdminAuth(definition: typeof contactsService | typeof suggestionsService): Promise<FastifyInstance> {
  const [kv, database]: [RedisKv, TestDatabase] = await Promise.all([createTestKv(), createTestDatabase()]);
  const app = await createService(definition as typeof contactsService, {
    env: { ...BEHIND_THE_GATEWAY, ADMIN_JWT_PUBLIC_KEY: target.keys.publicKeyPem, DATABASE_URL: database.url },
    kv,
    bus: target.service.bus,
    logger: false,
  });
  await app.ready();
  resources.push({ close: async () => { await app.close(); await kv.close(); await database.drop(); } });
  return app;
}

beforeAll(async () => {
  target = await startAdminAuth();
  adminAuthDb = new pg.Client({ connectionString: target.service.databaseUrl });
  await adminAuthDb.connect();
  others.contacts = await startBesideAdminAuth(contactsService);
  others.suggestions = await startBesideAdminAuth(suggestionsService);
});
afterAll(async () => {
  for (const resource of resources.reverse()) await resource.close();
  await adminAuthDb.end();
  await target.service.close();
});

/** A second admin with the first one's password, logged in through admin-auth: a real token. */
async function adminWithToken(username: string): Promise<string> {
  await adminAuthDb.query(
    'INSERT INTO admin_auth.admins (username, password_hash, not_before) SELECT $1, password_hash, not_before FROM admin_auth.admins WHERE username = $2',
    [username, target.username],
  );
  const response = await login(target.app, username, target.password, freshAddress());
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

const removeAdmin = (username: string) => adminAuthDb.query('DELETE FROM admin_auth.admins WHERE username = $1', [username]);
const get = (app: FastifyInstance, url: string, token: string) =>
  app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('a token whose admin was removed', () => {
  it.each(ADMIN_ROUTES)('is refused by %s with the Italian 401', async (service, url) => {
    const token = await adminWithToken(`rimosso-${service}`);
    await removeAdmin(`rimosso-${service}`);
    const response = await get(others[service], url, token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(REFUSED);
  });

  it('is refused by admin-auth itself', async () => {
    const token = await adminWithToken('rimosso-admin-auth');
    await removeAdmin('rimosso-admin-auth');
    const response = await get(target.app, '/api/admin/verify', token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(REFUSED);
  });

  it.each(ADMIN_ROUTES)('while it exists, opens %s', async (service, url) => {
    const token = await adminWithToken(`presente-${service}`);
    expect((await get(others[service], url, token)).statusCode).toBe(200);
  });
});

describe('what a service believes of admin-auth (AdminAccounts over the real NATS)', () => {
  const silent = { warn: () => undefined, info: () => undefined } as never;

  it('believes an answer for ADMIN_ACCOUNT_ANSWER_TTL_MS, then asks again', async () => {
    await adminWithToken('a-tempo');
    let clock = Date.now();
    const accounts = new AdminAccounts(target.service.bus, silent, () => clock);
    expect(await accounts.mayExist('a-tempo')).toBe(true);
    await removeAdmin('a-tempo');
    clock += ADMIN_ACCOUNT_ANSWER_TTL_MS - 1;
    expect(await accounts.mayExist('a-tempo')).toBe(true);
    clock += 1;
    expect(await accounts.mayExist('a-tempo')).toBe(false);
    expect(await accounts.mayExist('mai-esistito')).toBe(false);
  });

  describe('when admin-auth cannot be asked (no admin-auth on this NATS)', () => {
    let elsewhere: TestBus;
    beforeAll(async () => {
      elsewhere = await createTestBus('elsewhere');
    });
    afterAll(async () => {
      await elsewhere.cleanup();
    });

    it('lets a name through on its token alone, at once', async () => {
      const accounts = new AdminAccounts(elsewhere.bus, silent);
      const started = Date.now();
      expect(await accounts.mayExist('admin')).toBe(true);
      expect(Date.now() - started).toBeLessThan(400);
    });

    it('keeps refusing a name admin-auth said was gone, however old the answer', async () => {
      let clock = Date.now();
      let bus = target.service.bus as TestBus['bus'];
      const accounts = new AdminAccounts({ request: (...args: Parameters<TestBus['bus']['request']>) => bus.request(...args) } as never, silent, () => clock);
      expect(await accounts.mayExist('mai-esistito')).toBe(false);
      bus = elsewhere.bus;
      clock += 10 * ADMIN_ACCOUNT_ANSWER_TTL_MS;
      expect(await accounts.mayExist('mai-esistito')).toBe(false);
    });
  });
});
