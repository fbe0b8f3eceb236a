import type { FastifyBaseLogger } from 'fastify';
import { REQUEST_SUBJECTS } from '@orbita/proto-types';
import type { Bus } from '../bus/bus.js';

/** How long an answer of admin-auth is believed: an account removed is refused everywhere within this. */
export const ADMIN_ACCOUNT_ANSWER_TTL_MS = 30_000;
/** How long admin-auth has to answer before its last answer (or the token alone) decides. */
export const ADMIN_ACCOUNT_ASK_TIMEOUT_MS = 500;
/** Only names in tokens whose signature held are remembered; this bounds them all the same. */
const MAX_NAMES = 1000;

interface Answer {
  exists: boolean;
  at: number;
}

/**
 * Whether a token's `sub` still names an admin account, asked of admin-auth (which owns the
 * accounts) over the bus's request/reply and believed for ADMIN_ACCOUNT_ANSWER_TTL_MS. When
 * admin-auth cannot be asked (NATS away, no admin-auth running), its last answer holds however
 * old; a name it never answered about is let through, the token's signature, expiry and
 * password-change watermark still checked: an outage of NATS does not lock every admin out.
 */
export class AdminAccounts {
  private readonly answers = new Map<string, Answer>();
  private unreachable = false;

  constructor(
    private readonly bus: Bus,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  /** False when admin-auth said (now, or the last time it could be asked) that no such account exists. */
  async mayExist(username: string): Promise<boolean> {
    const known = this.answers.get(username);
    if (known && this.now() - known.at < ADMIN_ACCOUNT_ANSWER_TTL_MS) return known.exists;
    try {
      const answer = await this.bus.request(REQUEST_SUBJECTS.adminAccount, { username }, ADMIN_ACCOUNT_ASK_TIMEOUT_MS);
      const exists = answer?.exists === true;
      this.remember(username, exists);
      if (this.unreachable) this.log.info('admin accounts: admin-auth answers again');
      this.unreachable = false;
      return exists;
    } catch (error) {
      // Info, not a warning: NATS away is already told once by the bus (`nats unavailable`).
      if (!this.unreachable) {
        this.log.info({ err: error }, 'admin accounts: admin-auth cannot be asked; its last answers hold, unknown names pass on their token alone');
      }
      this.unreachable = true;
      return known?.exists ?? true;
    }
  }

  private remember(username: string, exists: boolean): void {
    this.answers.delete(username);
    if (this.answers.size >= MAX_NAMES) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(username, { exists, at: this.now() });
  }
}
