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
  address: string;
  currentPassword: string;
  newPassword: string;
}

/**
 * Changes an admin's password and ends every session opened before it: the new watermark goes to
 * the KV and, through the outbox flushed at once, to the bus, where the gateway and every service
 * hear it. Answers a fresh token, issued at the watermark, for the session that made the change.
 */
export async function changePassword(
  app: FastifyInstance,
  context: AdminAuthContext,
  change: PasswordChange,
): Promise<LoginResponse> {
  const { admins, passwords, throttle } = context;
  const problem = passwordProblem(change.newPassword, commonPasswords(), change.currentPassword);
  if (problem) throw new WeakPasswordError(problem);

  // A stolen token must not become a way to guess the password: these checks count like logins.
  await throttle.countAttempt(change.username, change.address);
  const account = await admins.find(change.username);
  if (!account) throw new UnauthorizedError('Sessione non valida o scaduta: effettua di nuovo il login');
  if (!(await passwords.matches(account.passwordHash, change.currentPassword))) throw new WrongCurrentPasswordError();
  await throttle.succeeded(change.username, change.address);

  const newHash = await hashPassword(change.newPassword);
  const notBefore = await admins.changePassword(account.username, account.passwordHash, newHash, Date.now());
  if (notBefore === null) throw new WrongCurrentPasswordError();

  app.rememberNotBefore(account.username, notBefore);
  context.feed.endSessionsBefore(account.username, notBefore, 'password_changed');
  await context.watermarks.publish(account.username, notBefore);
  await context.outbox?.flush().catch((error: Error) => app.log.warn({ err: error }, 'outbox flush after password change'));
  app.log.info({ username: account.username, notBefore }, 'admin password changed; earlier sessions revoked');
  return context.issuer.issue(account.username, notBefore);
}
