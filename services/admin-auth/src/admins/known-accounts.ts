import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { REQUEST_SUBJECTS } from '@orbita/proto-types';
import { ADMIN_ACCOUNT_ANSWER_TTL_MS, UnauthorizedError, type Bus, type Subscription } from '@orbita/service-kit';
import { verifiedToken } from '../routes/verified-token.js';
import type { AdminRepository } from './admin-repository.js';

const INVALID = 'Sessione non valida o scaduta: effettua di nuovo il login';

/**
 * onRequest after `requireAdmin`: the token's `sub` must name an account of this service. A
 * signature alone does not make an admin (a leaked key, a token signed for a name that never
 * existed, an account removed from the database). A name found is believed for as long as the
 * other services believe admin-auth's answers, then looked up again.
 */
export function requireExistingAccount(admins: AdminRepository, now: () => number = Date.now) {
  const foundAt = new Map<string, number>();
  return async (request: FastifyRequest): Promise<void> => {
    const { sub } = verifiedToken(request);
    const at = foundAt.get(sub);
    if (at !== undefined && now() - at < ADMIN_ACCOUNT_ANSWER_TTL_MS) return;
    if (!(await admins.find(sub))) {
      foundAt.delete(sub);
      throw new UnauthorizedError(INVALID);
    }
    foundAt.set(sub, now());
  };
}

/**
 * Answers the other services' question "does this account exist?" (REQUEST_SUBJECTS.adminAccount)
 * from the database, each time: their answers are cached on their side.
 */
export async function answerAccountQuestions(bus: Bus, admins: AdminRepository, log: FastifyBaseLogger): Promise<Subscription> {
  return await bus.respond(REQUEST_SUBJECTS.adminAccount, async (query) => {
    const username = query?.username;
    if (typeof username !== 'string' || username === '' || username.length > 200) return { exists: false };
    try {
      return { exists: (await admins.find(username)) !== null };
    } catch (error) {
      // No answer rather than a wrong one: the asker keeps its last answer (AdminAccounts).
      log.warn({ err: error }, 'admin accounts: question not answered, the database failed');
      throw error;
    }
  });
}
