import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  ADMIN_TOKEN_ALGORITHMS,
  ADMIN_TOKEN_AUDIENCE,
  ADMIN_TOKEN_ISSUER,
  adminNotBeforeKey,
  type AdminTokenClaims,
} from '@orbita/proto-types';
import type { Bus } from '../bus/bus.js';
import type { Kv } from '../kv/kv.js';
import { AdminAccounts } from './admin-accounts.js';
import { followPasswordChanges } from './password-changes.js';
import { UnauthorizedError } from '../http/errors.js';
import { noStore } from '../http/pages.js';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    user: AdminTokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The claims of the verified token (its `iat` and `exp`, say); null until `requireAdmin` passed. */
    adminToken: AdminTokenClaims | null;
  }
  interface FastifyInstance {
    /**
     * onRequest or preHandler: lets the request through only with a valid, unrevoked admin token;
     * given the reply, it also forbids every cache to keep the answer (an admin's answer holds
     * personal data or a token).
     */
    requireAdmin(request: FastifyRequest, reply?: FastifyReply): Promise<void>;
    /** Remembers a revocation watermark learned from the bus, for when the KV cannot be read. */
    rememberNotBefore(username: string, notBefore: number): void;
  }
}

export interface AdminAuthOptions {
  /** SPKI PEM public key of admin-auth. Without it every admin request is refused. */
  publicKey: string | undefined;
  kv: Kv;
  /**
   * With a bus, every `password_changed` event moves the watermark kept in this process, so
   * revoked tokens stay refused while the KV cannot be read.
   */
  bus?: Bus;
  /**
   * Asks admin-auth over the bus whether a token's `sub` is still an account (AdminAccounts).
   * Off in admin-auth itself, which looks in its own database.
   */
  askAdminAuthForAccounts?: boolean;
  /** The lifetime admin-auth gives its tokens: one whose `exp` lies further from its `iat` is refused. */
  maxLifetimeSeconds: number;
  now?: () => number;
}

/** How far ahead of this clock a token's `iat` may be: clocks of two machines drift, and a watermark moves `iat` up to a second. */
export const ADMIN_TOKEN_CLOCK_SKEW_SECONDS = 60;

const MISSING = 'Accesso riservato: effettua il login come amministratore';
const INVALID = 'Sessione non valida o scaduta: effettua di nuovo il login';

/**
 * A token issued in the future (beyond the clocks' drift) or living longer than admin-auth issues
 * them was not made by admin-auth as it is configured: a stolen key or a forged clock, refused.
 */
function withinBounds(claims: AdminTokenClaims, maxLifetimeSeconds: number, nowMs: number): boolean {
  const { iat, exp, sub } = claims;
  if (!Number.isInteger(iat) || !Number.isInteger(exp) || typeof sub !== 'string' || sub === '') return false;
  if (iat > Math.floor(nowMs / 1000) + ADMIN_TOKEN_CLOCK_SKEW_SECONDS) return false;
  return exp - iat <= maxLifetimeSeconds;
}

/**
 * Verification of admin tokens, shared by the gateway and every service, so a service reached
 * directly is never open. Only asymmetric algorithms are accepted (no `none`, no HMAC with the
 * public key as secret), with issuer, audience and expiry checked, then the per-admin
 * "not before" watermark that a password change moves forward, then (outside admin-auth) whether
 * admin-auth still has the account the token names.
 */
export const adminAuthPlugin = fp(
  async (app: FastifyInstance, options: AdminAuthOptions) => {
    const knownNotBefore = new Map<string, number>();
    const now = options.now ?? Date.now;

    if (options.publicKey) {
      await app.register(fastifyJwt, {
        secret: { public: options.publicKey, private: 'unused-verification-only' },
        verify: {
          algorithms: [...ADMIN_TOKEN_ALGORITHMS],
          allowedIss: ADMIN_TOKEN_ISSUER,
          allowedAud: ADMIN_TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'iat', 'exp', 'iss', 'aud'],
        },
      });
    }

    async function notBeforeOf(username: string): Promise<number> {
      const local = knownNotBefore.get(username) ?? 0;
      try {
        const stored = Number((await options.kv.get(adminNotBeforeKey(username))) ?? 0);
        if (stored > local) knownNotBefore.set(username, stored);
        return Math.max(stored, local);
      } catch {
        return local;
      }
    }

    app.decorateRequest('adminToken', null);

    app.decorate('rememberNotBefore', (username: string, notBefore: number) => {
      knownNotBefore.set(username, Math.max(notBefore, knownNotBefore.get(username) ?? 0));
    });
    if (options.bus) followPasswordChanges(app, options.bus);
    const accounts = options.bus && options.askAdminAuthForAccounts ? new AdminAccounts(options.bus, app.log, now) : null;

    app.decorate('requireAdmin', async (request: FastifyRequest, reply?: FastifyReply) => {
      if (reply) await noStore(request, reply);
      const header = request.headers.authorization;
      if (!header || !/^Bearer\s+\S+$/i.test(header)) throw new UnauthorizedError(MISSING);
      if (!options.publicKey) throw new UnauthorizedError(INVALID);
      let claims: AdminTokenClaims;
      try {
        claims = await request.jwtVerify<AdminTokenClaims>();
      } catch {
        throw new UnauthorizedError(INVALID);
      }
      if (!withinBounds(claims, options.maxLifetimeSeconds, now())) throw new UnauthorizedError(INVALID);
      if (claims.iat < (await notBeforeOf(claims.sub))) throw new UnauthorizedError(INVALID);
      if (accounts && !(await accounts.mayExist(claims.sub))) throw new UnauthorizedError(INVALID);
      request.adminToken = claims;
    });
  },
  { name: 'orbita-admin-auth' },
);
