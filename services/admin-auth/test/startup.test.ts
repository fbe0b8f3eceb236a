import pg from 'pg';
import { adminAuthService, generateAdminJwtKeys } from '@orbita/admin-auth';
import { describeServiceStartup, freshAddress } from '@orbita/service-kit/testing';
import { login, startAdminAuth, type AdminAuthUnderTest } from './support.js';

const keys = generateAdminJwtKeys();
describeServiceStartup(adminAuthService, {
  env: { ADMIN_JWT_PRIVATE_KEY: keys.privateKeyPem, ADMIN_JWT_PUBLIC_KEY: keys.publicKeyPem, ADMIN_PASSWORD: 'orbita prima partenza 42' },
  tables: ['admins'],
});

describe('admin-auth first start', () => {
  let target: AdminAuthUnderTest;
  beforeAll(async () => {
    target = await startAdminAuth();
  });
  afterAll(async () => {
    await target.service.close();
  });

  it('creates the admin from ADMIN_USERNAME and ADMIN_PASSWORD, hashed with argon2id', async () => {
    const response = await login(target.app, target.username, target.password, freshAddress());
    expect(response.statusCode).toBe(200);
    const client = new pg.Client({ connectionString: target.service.databaseUrl });
    await client.connect();
    const { rows } = await client.query('SELECT password_hash FROM admin_auth.admins WHERE username = $1', ['admin']);
    await client.end();
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/);
    const [, memory, passes] = /m=(\d+),t=(\d+)/.exec(rows[0].password_hash)!;
    expect(Number(memory)).toBeGreaterThanOrEqual(19_456);
    expect(Number(passes)).toBeGreaterThanOrEqual(2);
    expect(rows[0].password_hash).not.toContain(target.password);
  });
});
