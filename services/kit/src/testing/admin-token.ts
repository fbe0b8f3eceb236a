import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { ADMIN_TOKEN_AUDIENCE, ADMIN_TOKEN_ISSUER, type AdminTokenClaims } from '@orbita/proto-types';

export interface AdminTokenSigner {
  /** SPKI PEM of the pair: give it to a service as `ADMIN_JWT_PUBLIC_KEY`. */
  publicKeyPem: string;
  /** A token like admin-auth's (EdDSA, valid for an hour); `claims` overrides any claim. */
  sign(claims?: Partial<AdminTokenClaims>): string;
  /** Signs exactly the header and claims given, to build tokens a service must refuse. */
  signRaw(header: Record<string, unknown>, claims: Record<string, unknown>): string;
}

function base64url(value: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function signJwt(privateKey: KeyObject, header: Record<string, unknown>, claims: Record<string, unknown>): string {
  const signingInput = `${base64url(header)}.${base64url(claims)}`;
  const signature = sign(null, Buffer.from(signingInput), privateKey).toString('base64url');
  return `${signingInput}.${signature}`;
}

/**
 * A fresh Ed25519 key pair for one test file, signing admin tokens the way admin-auth does,
 * so admin routes can be tested without admin-auth running.
 */
export function createAdminTokenSigner(): AdminTokenSigner {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return {
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    sign(claims = {}) {
      const now = Math.floor(Date.now() / 1000);
      const payload: AdminTokenClaims = {
        sub: 'admin',
        iat: now,
        exp: now + 3600,
        iss: ADMIN_TOKEN_ISSUER,
        aud: ADMIN_TOKEN_AUDIENCE,
        ...claims,
      };
      return signJwt(privateKey, { alg: 'EdDSA', typ: 'JWT' }, payload);
    },
    signRaw(header, claims) {
      return signJwt(privateKey, header, claims);
    },
  };
}
