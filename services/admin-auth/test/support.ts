import { createHmac, createPrivateKey, randomUUID, sign } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { freshAddress, startTestService, type TestService } from '@orbita/service-kit/testing';
import { adminAuthService, generateAdminJwtKeys, type AdminJwtKeys } from '@orbita/admin-auth';

export interface AdminAuthUnderTest {
  service: TestService;
  app: FastifyInstance;
  keys: AdminJwtKeys;
  username: string;
  password: string;
}

/** admin-auth against the real Postgres, Redis and NATS, with a key pair and an admin of its own. */
export async function startAdminAuth(env: Record<string, string> = {}): Promise<AdminAuthUnderTest> {
  const keys = generateAdminJwtKeys();
  const username = 'admin';
  const password = `orbita ${randomUUID()}`;
  const service = await startTestService(adminAuthService, {
    ADMIN_JWT_PRIVATE_KEY: keys.privateKeyPem,
    ADMIN_JWT_PUBLIC_KEY: keys.publicKeyPem,
    ADMIN_USERNAME: username,
    ADMIN_PASSWORD: password,
    ...env,
  });
  return { service, app: service.app, keys, username, password };
}

export function login(app: FastifyInstance, username: string, password: string, address: string) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { 'x-forwarded-for': address },
    payload: { username, password },
  });
}

export async function tokenFor(target: AdminAuthUnderTest, address = freshAddress()): Promise<string> {
  const response = await login(target.app, target.username, target.password, address);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return (response.json() as { token: string }).token;
}

export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}

export function headerOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as Record<string, unknown>;
}

function encode(value: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** Signs exactly the header and claims given with an Ed25519 key, to build tokens that must be refused. */
export function signEd25519(privateKeyPem: string, header: Record<string, unknown>, claims: Record<string, unknown>): string {
  const input = `${encode(header)}.${encode(claims)}`;
  return `${input}.${sign(null, Buffer.from(input), createPrivateKey(privateKeyPem)).toString('base64url')}`;
}

/** HMAC-SHA256 with `secret`: the classic attack uses the public key as the secret. */
export function signHs256(secret: string, claims: Record<string, unknown>): string {
  const input = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

export function unsigned(claims: Record<string, unknown>): string {
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}
