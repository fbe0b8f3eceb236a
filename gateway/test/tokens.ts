import { createHmac, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { ADMIN_TOKEN_AUDIENCE, ADMIN_TOKEN_ISSUER } from '@orbita/proto-types';

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

export interface KeyPair {
  privateKey: KeyObject;
  publicKeyPem: string;
}

export function ed25519KeyPair(): KeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { privateKey, publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

export function claims(overrides: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  return { sub: 'admin', iat: now, exp: now + 3600, iss: ADMIN_TOKEN_ISSUER, aud: ADMIN_TOKEN_AUDIENCE, ...overrides };
}

function unsigned(header: object, payload: object): string {
  return `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
}

export function eddsaToken(privateKey: KeyObject, payload: object = claims()): string {
  const data = unsigned({ alg: 'EdDSA', typ: 'JWT' }, payload);
  return `${data}.${base64url(sign(null, Buffer.from(data), privateKey))}`;
}

/** The classic confusion attack: HMAC "signed" with the server's public key as the secret. */
export function hs256WithPublicKey(publicKeyPem: string, payload: object = claims()): string {
  const data = unsigned({ alg: 'HS256', typ: 'JWT' }, payload);
  return `${data}.${base64url(createHmac('sha256', publicKeyPem).update(data).digest())}`;
}

export function unsignedToken(payload: object = claims()): string {
  return `${unsigned({ alg: 'none', typ: 'JWT' }, payload)}.`;
}
