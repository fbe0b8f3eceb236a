import type { FastifyRequest } from 'fastify';
import { rateLimit, type ServiceDeps } from '@orbita/service-kit';
import type { AdminAuthConfig } from './config.js';
import { TooManyAttemptsError } from './errors.js';

export const LOGIN_LIMITS = {
  /** Attempts on one username from one address. */
  perUserFromAddress: 5,
  /** Attempts from one address, whatever the username. */
  perAddress: 20,
  windowSeconds: 15 * 60,
} as const;

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Troppi tentativi di accesso non riusciti: riprova tra ${minutes} ${minutes === 1 ? 'minuto' : 'minuti'}`;
}

/** The account a password is tried on: the one named in the login, or the signed-in admin's own. */
export function accountOf(request: FastifyRequest): string {
  const named = (request.body as { username?: unknown } | undefined)?.username;
  const account = typeof named === 'string' ? named : (request.adminToken?.sub ?? '');
  return encodeURIComponent(account.toLowerCase());
}

/**
 * Brute-force protection for every password check (login and password change), counted in the
 * shared KV so every replica sees the same numbers, and in this process while the KV is down
 * (a lock-out must not open with Redis). Per username and address, so an attacker elsewhere cannot
 * lock the admin out; per address, so one client cannot walk through usernames. Counted before
 * the password is checked, so parallel guesses cannot slip in between a check and a count.
 */
export function adminAuthLimits({ kv }: ServiceDeps<AdminAuthConfig>) {
  const shared = {
    kv,
    windowSeconds: LOGIN_LIMITS.windowSeconds,
    message: tooManyAttemptsMessage,
    error: TooManyAttemptsError,
    whenKvDown: 'count-here' as const,
  };
  const perUserFromAddress = rateLimit({
    ...shared,
    name: 'login-user',
    max: LOGIN_LIMITS.perUserFromAddress,
    keyOf: (request) => `${request.ip}:${accountOf(request)}`,
  });
  const perAddress = rateLimit({ ...shared, name: 'login-address', max: LOGIN_LIMITS.perAddress });
  return {
    passwordAttempt: [perUserFromAddress, perAddress],
    /**
     * A right password clears the counts of that address: they are meant for failures, and an
     * admin who signs in often from one place must not lock themselves out.
     */
    passwordAccepted: async (request: FastifyRequest) => {
      await perUserFromAddress.reset(request);
      await perAddress.reset(request);
    },
  };
}
export type AdminAuthLimits = ReturnType<typeof adminAuthLimits>;
