import { ADMIN_TOKEN_AUDIENCE, ADMIN_TOKEN_ISSUER, routesOf } from '@orbita/proto-types';
import { generateAdminJwtKeys } from '@orbita/admin-auth';
import {
  claimsOf,
  signEd25519,
  signHs256,
  startAdminAuth,
  tokenFor,
  unsigned,
  type AdminAuthUnderTest,
} from './support.js';

let target: AdminAuthUnderTest;
beforeAll(async () => {
  target = await startAdminAuth();
});
afterAll(async () => {
  await target.service.close();
});

const ADMIN_ROUTES = routesOf('admin-auth').filter((route) => route.access === 'admin');
const INVALID = { error: 'Sessione non valida o scaduta: effettua di nuovo il login', code: 'UNAUTHORIZED' };

function claims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return { sub: 'admin', iat: now, exp: now + 3600, iss: ADMIN_TOKEN_ISSUER, aud: ADMIN_TOKEN_AUDIENCE, ...overrides };
}

const ED_HEADER = { alg: 'EdDSA', typ: 'JWT' };

function tampered(): string {
  const [header, , signature] = signEd25519(target.keys.privateKeyPem, ED_HEADER, claims()).split('.');
  return `${header}.${Buffer.from(JSON.stringify(claims({ sub: 'intruso' }))).toString('base64url')}.${signature}`;
}

/** Every way a token can be wrong, each built as an attacker would. */
const BAD_TOKENS: Record<string, () => string> = {
  'signed by another key': () => signEd25519(generateAdminJwtKeys().privateKeyPem, ED_HEADER, claims()),
  'with claims changed after signing': tampered,
  'that has expired': () => {
    const now = Math.floor(Date.now() / 1000);
    return signEd25519(target.keys.privateKeyPem, ED_HEADER, claims({ iat: now - 7200, exp: now - 60 }));
  },
  'with alg none': () => unsigned(claims()),
  'signed HS256 with the public key as secret': () => signHs256(target.keys.publicKeyPem, claims()),
  'from another issuer': () => signEd25519(target.keys.privateKeyPem, ED_HEADER, claims({ iss: 'altro-servizio' })),
  'for another audience': () => signEd25519(target.keys.privateKeyPem, ED_HEADER, claims({ aud: 'orbita-visitors' })),
  'without an expiry': () => signEd25519(target.keys.privateKeyPem, ED_HEADER, claims({ exp: undefined })),
  'that is not a token': () => 'abc.def',
  'issued in the future, beyond the clocks\' drift': () => {
    const now = Math.floor(Date.now() / 1000);
    return signEd25519(target.keys.privateKeyPem, ED_HEADER, claims({ iat: now + 600, exp: now + 3600 }));
  },
  'valid for ten years': () => {
    const now = Math.floor(Date.now() / 1000);
    return signEd25519(target.keys.privateKeyPem, ED_HEADER, claims({ iat: now, exp: now + 10 * 365 * 86_400 }));
  },
  'valid for longer than the configured lifetime': () => {
    const now = Math.floor(Date.now() / 1000);
    return signEd25519(target.keys.privateKeyPem, ED_HEADER, claims({ iat: now, exp: now + 240 * 60 + 1 }));
  },
  'for an admin that does not exist': () => signEd25519(target.keys.privateKeyPem, ED_HEADER, claims({ sub: 'nessuno' })),
};

function call(method: string, url: string, authorization?: string) {
  return target.app.inject({
    method: method as 'GET' | 'POST',
    url,
    headers: authorization ? { authorization } : {},
    ...(method === 'POST' ? { payload: { currentPassword: target.password, newPassword: 'una nuova frase lunga' } } : {}),
  });
}

describe('admin routes of admin-auth refuse every token they should', () => {
  it('covers every admin route of the route table', () => {
    expect(ADMIN_ROUTES.map((route) => route.path).sort()).toEqual([
      '/api/admin/change-password',
      '/api/admin/events',
      '/api/admin/verify',
    ]);
  });

  describe.each(ADMIN_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_name, route) => {
    const method = route.method;

    it('refuses a request without a token with an Italian 401', async () => {
      const response = await call(method, route.path);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Accesso riservato: effettua il login come amministratore', code: 'UNAUTHORIZED' });
    });

    it.each(Object.keys(BAD_TOKENS))('refuses a token %s', async (kind) => {
      const response = await call(method, route.path, `Bearer ${BAD_TOKENS[kind]!()}`);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID);
    });
  });
});

describe('GET /api/admin/verify', () => {
  it('answers 200 with the username for a valid token', async () => {
    const token = await tokenFor(target);
    const response = await call('GET', '/api/admin/verify', `Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: true, username: 'admin', loginSlowdown: { failures: expect.any(Number), waitSeconds: 0 } });
  });

  it('accepts a token whose clock runs a little ahead, and one living exactly the configured lifetime', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const token of [claims({ iat: now + 30, exp: now + 3600 }), claims({ iat: now, exp: now + 240 * 60 })]) {
      const response = await call('GET', '/api/admin/verify', `Bearer ${signEd25519(target.keys.privateKeyPem, ED_HEADER, token)}`);
      expect(response.statusCode).toBe(200);
    }
  });

  it('gives each token its own id', async () => {
    const [first, second] = [await tokenFor(target), await tokenFor(target)];
    expect(claimsOf(first).jti).not.toEqual(claimsOf(second).jti);
  });
});
