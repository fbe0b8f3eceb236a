import { randomUUID } from 'node:crypto';
import { createSigner } from 'fast-jwt';
import { ADMIN_TOKEN_AUDIENCE, ADMIN_TOKEN_ISSUER, type AdminTokenClaims, type LoginResponse } from '@orbita/proto-types';
import { issueTimeFor } from './issue-time.js';

export interface TokenIssuerOptions {
  privateKeyPem: string;
  ttlSeconds: number;
  now?: () => number;
}

export interface TokenIssuer {
  /** A signed token for `username`, never issued before the admin's watermark `notBefore`. */
  issue(username: string, notBefore: number): LoginResponse;
}

/** Signs admin tokens with EdDSA (Ed25519); the key stays in admin-auth. */
export function createTokenIssuer(options: TokenIssuerOptions): TokenIssuer {
  const sign = createSigner({ key: options.privateKeyPem, algorithm: 'EdDSA' });
  const now = options.now ?? Date.now;
  return {
    issue(username, notBefore) {
      const iat = issueTimeFor(now(), notBefore);
      const claims: AdminTokenClaims & { jti: string } = {
        sub: username,
        iat,
        exp: iat + options.ttlSeconds,
        iss: ADMIN_TOKEN_ISSUER,
        aud: ADMIN_TOKEN_AUDIENCE,
        jti: randomUUID(),
      };
      return { token: sign(claims), username, expiresAt: new Date(claims.exp * 1000).toISOString() };
    },
  };
}
