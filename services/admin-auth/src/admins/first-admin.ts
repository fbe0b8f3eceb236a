import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError } from '@orbita/service-kit';
import { commonPasswords } from '../passwords/common-passwords.js';
import { hashPassword } from '../passwords/hashing.js';
import { passwordProblem } from '../passwords/password-policy.js';
import type { AdminRepository } from './admin-repository.js';

export interface FirstAdminOptions {
  admins: AdminRepository;
  username: string;
  /** `ADMIN_PASSWORD`; without it a random password is generated. */
  password: string | undefined;
  log: FastifyBaseLogger;
}

/** 18 random bytes: 24 URL-safe characters, 144 bits. */
function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Creates the administrator on the first start. There is never a fixed default password: either
 * `ADMIN_PASSWORD` (held to the same rules as a changed password) or a random one, written once
 * to the log by the process that created the account. An existing account is left as it is, so
 * a password changed from the dashboard survives restarts.
 */
export async function ensureFirstAdmin(options: FirstAdminOptions): Promise<void> {
  const { admins, username, log } = options;
  if (await admins.find(username)) return;
  if (options.password !== undefined) {
    const problem = passwordProblem(options.password, commonPasswords());
    if (problem) throw new ConfigError(`admin-auth: ADMIN_PASSWORD is refused by the password policy: «${problem}»`);
  }
  const password = options.password ?? generatePassword();
  if (!(await admins.createIfAbsent(username, await hashPassword(password)))) return;
  if (options.password !== undefined) {
    log.info({ username }, `Admin «${username}» created with the password of ADMIN_PASSWORD`);
    return;
  }
  log.warn(
    { username, attention: true },
    `Admin «${username}» created with a generated password, shown only this once: ${password} ` +
      '(change it from the dashboard after the first sign-in, or set ADMIN_PASSWORD before the first start)',
  );
}
