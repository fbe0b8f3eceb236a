import { randomUUID } from 'node:crypto';
import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';

const ARGON2ID: Algorithm = 2;

/**
 * argon2id with OWASP's and ASVS's minimum: 19 MiB of memory, 2 passes, 1 lane. Each hash costs
 * tens of milliseconds and 19 MiB, which is what makes a stolen hash slow to guess.
 */
export const ARGON2_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export async function hashPassword(password: string): Promise<string> {
  return await hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a hash that cannot be read, never an exception. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash made with weaker settings than today's, to be replaced at the next successful login. */
export function needsRehash(passwordHash: string): boolean {
  try {
    const used = parseOptions(passwordHash);
    return (
      used.algorithm !== ARGON2ID ||
      used.memoryCost < ARGON2_OPTIONS.memoryCost! ||
      used.timeCost < ARGON2_OPTIONS.timeCost!
    );
  } catch {
    return true;
  }
}

/**
 * Checks a password against an account that may not exist. For an unknown user a real hash is
 * still verified, so the answer takes as long as for a wrong password and timing tells nothing.
 */
export class PasswordChecker {
  /** Made once at start-up, so even the first unknown user costs one verification, not a hash too. */
  private readonly decoy = hashPassword(randomUUID());

  async matches(passwordHash: string | null, password: string): Promise<boolean> {
    if (passwordHash) return await verifyPassword(passwordHash, password);
    await verifyPassword(await this.decoy, password);
    return false;
  }
}
