import type { FastifyInstance } from 'fastify';
import type { LoginResponse } from '@orbita/proto-types';
import { UnauthorizedError } from '@orbita/service-kit';
import type { AdminAuthContext } from '../context.js';
import { WeakPasswordError, WrongCurrentPasswordError } from '../errors.js';
import { commonPasswords } from '../passwords/common-passwords.js';
import { hashPassword } from '../passwords/hashing.js';
import { passwordProblem } from '../passwords/password-policy.js';

export interface PasswordChange {
  username: string;
  currentPassword: string;
  newPassword: string;
  /** Counts a check of the current password like a login attempt; throws the 429 past the limit. */
  countAttempt: () => Promise<void>;
  /** Clears the counts once the current password proved right. */
  accepted: () => Promise<void>;
}

/**
 * Changes an admin's password and ends every session opened before it: the new watermark goes to
 * the KV and, with the event published before answering, to the bus, where the gateway and every
 * service hear it. Answers a fresh token, issued at the watermark, for the session that made the
 * change.
 */
export async function changePassword(
  app: FastifyInstance,
  context: AdminAuthContext,
  change: PasswordChange,
): Promise<LoginResponse> {
  const { admins, passwords } = context;
  const problem = passwordProblem(change.newPassword, commonPasswords(), change.currentPassword);
  if (problem) throw new WeakPasswordError(problem);

  // A stolen token must not become a way to guess the password: these checks count like logins.
  await change.countAttempt();
  const account = await admins.find(change.username);
  if (!account) throw new UnauthorizedError('Sessione non valida o scaduta: effettua di nuovo il login');
  if (!(await passwords.matches(account.passwordHash, change.currentPassword))) throw new WrongCurrentPasswordError();
  await change.accepted();

  const newHash = await hashPassword(change.newPassword);
  const notBefore = await admins.changePassword(app.log, {
    username: account.username,
    checkedHash: account.passwordHash,
    newHash,
    nowMs: Date.now(),
  });
  if (notBefore === null) throw new WrongCurrentPasswordError();

  app.rememberNotBefore(account.username, notBefore);
  context.feed.endSessionsBefore(account.username, notBefore, 'password_changed');
  await context.watermarks.publish(account.username, notBefore);
  app.log.info({ username: account.username, notBefore }, 'admin password changed; earlier sessions revoked');
  return context.issuer.issue(account.username, notBefore);
}
