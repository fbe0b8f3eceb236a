import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '@orbita/service-kit';
import { verifiedToken } from '../routes/verified-token.js';
import type { AdminRepository } from './admin-repository.js';

const INVALID = 'Sessione non valida o scaduta: effettua di nuovo il login';

/**
 * onRequest after `requireAdmin`: the token's `sub` must name an account of this service. A
 * signature alone does not make an admin (a leaked key, a token signed for a name that never
 * existed). Accounts are never removed, so a name found once is remembered and the database is
 * asked only about names not seen yet; the set is bounded by the accounts that exist.
 */
export function requireExistingAccount(admins: AdminRepository) {
  const known = new Set<string>();
  return async (request: FastifyRequest): Promise<void> => {
    const { sub } = verifiedToken(request);
    if (known.has(sub)) return;
    if (!(await admins.find(sub))) throw new UnauthorizedError(INVALID);
    known.add(sub);
  };
}
