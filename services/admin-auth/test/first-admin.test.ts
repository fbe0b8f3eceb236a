import pino from 'pino';
import { ConfigError, createService } from '@orbita/service-kit';
import { createTestBus, createTestDatabase, createTestKv, freshAddress, type TestBus, type TestDatabase } from '@orbita/service-kit/testing';
import type { RedisKv } from '@orbita/service-kit';
import { adminAuthService, generateAdminJwtKeys } from '@orbita/admin-auth';
import { login } from './support.js';

const keys = generateAdminJwtKeys();
let database: TestDatabase;
let kv: RedisKv;
let testBus: TestBus;

beforeAll(async () => {
  [database, kv, testBus] = await Promise.all([createTestDatabase(), createTestKv(), createTestBus('first-admin')]);
});
afterAll(async () => {
  await testBus.cleanup();
  await kv.close();
  await database.drop();
});

/** Starts admin-auth on the shared database, keeping every log line it writes. */
async function start(env: Record<string, string>) {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  const app = await createService(adminAuthService, {
    env: { DATABASE_URL: database.url, ADMIN_JWT_PRIVATE_KEY: keys.privateKeyPem, ADMIN_JWT_PUBLIC_KEY: keys.publicKeyPem, ...env },
    kv,
    bus: testBus.bus,
    logger,
  });
  await app.ready();
  return { app, lines };
}

describe('the admin account at first start', () => {
  it('without ADMIN_PASSWORD generates a strong password, logs it once, and never again', async () => {
    const first = await start({ ADMIN_USERNAME: 'capitano' });
    const announced = first.lines.filter((line) => line.includes('generated password'));
    expect(announced).toHaveLength(1);
    const password = /shown only this once: (\S+) /.exec(JSON.parse(announced[0]!).msg as string)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect((await login(first.app, 'capitano', password!, freshAddress())).statusCode).toBe(200);
    await first.app.close();

    const second = await start({ ADMIN_USERNAME: 'capitano' });
    expect(second.lines.some((line) => line.includes(password!))).toBe(false);
    expect((await login(second.app, 'capitano', password!, freshAddress())).statusCode).toBe(200);
    await second.app.close();
  });

  it('leaves an existing account as it is, even when ADMIN_PASSWORD differs later', async () => {
    const first = await start({ ADMIN_USERNAME: 'navigatore', ADMIN_PASSWORD: 'stelle cadenti di agosto' });
    await first.app.close();
    const again = await start({ ADMIN_USERNAME: 'navigatore', ADMIN_PASSWORD: 'un altra frase lunga' });
    expect((await login(again.app, 'navigatore', 'stelle cadenti di agosto', freshAddress())).statusCode).toBe(200);
    expect((await login(again.app, 'navigatore', 'un altra frase lunga', freshAddress())).statusCode).toBe(401);
    expect(again.lines.some((line) => line.includes('stelle cadenti'))).toBe(false);
    await again.app.close();
  });

  it('refuses to start with a common or short ADMIN_PASSWORD', async () => {
    await expect(start({ ADMIN_USERNAME: 'debole', ADMIN_PASSWORD: 'password123' })).rejects.toThrow(
      'ADMIN_PASSWORD is refused by the password policy: «Questa password è tra le più usate',
    );
    await expect(start({ ADMIN_USERNAME: 'corta', ADMIN_PASSWORD: 'x1y2' })).rejects.toBeInstanceOf(ConfigError);
  });

  it('refuses to start when the public key the services use does not match the signing key', async () => {
    const other = generateAdminJwtKeys();
    await expect(start({ ADMIN_JWT_PUBLIC_KEY: other.publicKeyPem })).rejects.toThrow(
      'ADMIN_JWT_PUBLIC_KEY does not match the private key',
    );
  });

  it('refuses to start without a signing key outside the embedded mode', async () => {
    const app = createService(adminAuthService, {
      env: { DATABASE_URL: database.url, ADMIN_JWT_PUBLIC_KEY: keys.publicKeyPem },
      kv,
      bus: testBus.bus,
      logger: false,
    });
    await expect(app).rejects.toThrow('ADMIN_JWT_PRIVATE_KEY is not set');
  });
});
