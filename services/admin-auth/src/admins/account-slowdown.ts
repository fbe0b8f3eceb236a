import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kv } from '@orbita/service-kit';
import { TooManyAttemptsError } from '../errors.js';

export interface SlowdownSettings {
  /** Failed logins on one account, from any address, before its attempts are spaced out. */
  freeFailures: number;
  /** How long a failure is remembered. */
  windowSeconds: number;
  /** How long an address where the account signed in stays exempt. */
  knownAddressSeconds: number;
}

export const SLOWDOWN_DEFAULTS: SlowdownSettings = {
  freeFailures: 10,
  windowSeconds: 60 * 60,
  knownAddressSeconds: 30 * 24 * 60 * 60,
};

/** The longest wait before a password is checked. */
export const MAX_WAIT_SECONDS = 30;

/**
 * Seconds an attempt on an account waits before its password is checked: none up to the free
 * failures, then one second, doubling every five failures, up to half a minute. Past the free
 * failures one attempt at a time is checked, so 200 guesses from 40 addresses take hours.
 */
export function waitSeconds(failures: number, freeFailures: number): number {
  if (!Number.isFinite(failures) || failures < freeFailures) return 0;
  const doublings = Math.floor((failures - freeFailures) / 5);
  return Math.min(MAX_WAIT_SECONDS, 2 ** Math.min(doublings, 10));
}

export function accountBusyMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return (
    'Troppi tentativi di accesso non riusciti per questo account: ' +
    `riprova tra ${seconds} ${seconds === 1 ? 'secondo' : 'secondi'}`
  );
}

/** One password attempt let through: `done` once checked, `succeeded` when it was right. */
export interface Attempt {
  done(): Promise<void>;
  succeeded(): Promise<void>;
}

export interface AccountState {
  /** Failed logins in the window. */
  failures: number;
  /** Seconds each new attempt from an unknown address waits now. */
  waitSeconds: number;
}

/**
 * Slows password guessing on one account across addresses, which the per-address limits cannot
 * see. Not a lock-out: the admin signing in from an address where the account signed in before
 * is not slowed, and from elsewhere waits at most half a minute once no other attempt is running.
 * Counted in the shared KV; while it is down the per-address limits alone apply.
 */
export class AccountSlowdown {
  constructor(
    private readonly kv: Kv,
    private readonly log: FastifyBaseLogger,
    private readonly settings: SlowdownSettings = SLOWDOWN_DEFAULTS,
  ) {}

  private failuresKey(account: string): string {
    return `admin-auth:account-failures:${account}`;
  }

  private knownKey(account: string, address: string): string {
    return `admin-auth:known-address:${account}:${address}`;
  }

  async state(account: string): Promise<AccountState> {
    const { count } = await this.kv.increment(this.failuresKey(account), this.settings.windowSeconds, 0);
    return { failures: count, waitSeconds: waitSeconds(count, this.settings.freeFailures) };
  }

  /**
   * Before the password is checked: counts the attempt, then waits this account's time, or
   * refuses at once (429) while another slowed attempt on it is waiting or being checked. Counted
   * first, so a burst of parallel guesses cannot all pass as the first few.
   */
  async admit(request: FastifyRequest, account: string): Promise<Attempt> {
    const free: Attempt = { done: async () => undefined, succeeded: async () => undefined };
    let failures: number;
    try {
      if (await this.kv.get(this.knownKey(account, request.ip))) return free;
      failures = (await this.kv.increment(this.failuresKey(account), this.settings.windowSeconds)).count;
    } catch {
      return free;
    }
    const giveBack = async () => void (await this.kv.increment(this.failuresKey(account), this.settings.windowSeconds, -1).catch(() => undefined));
    const wait = waitSeconds(failures - 1, this.settings.freeFailures);
    if (wait === 0) return { done: async () => undefined, succeeded: giveBack };
    const turnKey = `admin-auth:account-turn:${account}`;
    const turn = await this.kv.increment(turnKey, MAX_WAIT_SECONDS * 2).catch(() => null);
    const release = async () => void (await this.kv.increment(turnKey, MAX_WAIT_SECONDS * 2, -1).catch(() => undefined));
    if (turn && turn.count > 1) {
      await Promise.all([release(), giveBack()]);
      throw Object.assign(new TooManyAttemptsError(accountBusyMessage(wait)), { retryAfter: wait });
    }
    this.log.warn(
      { account: decodeURIComponent(account), failures: failures - 1, waitSeconds: wait, address: request.ip },
      'admin login slowed down: failed logins on this account from several addresses',
    );
    await sleep(wait * 1000);
    return { done: release, succeeded: giveBack };
  }

  /** The address is exempt from now on; the earlier failures stay counted, for the dashboard to show. */
  async remember(request: FastifyRequest, account: string): Promise<void> {
    await this.kv.set(this.knownKey(account, request.ip), '1', this.settings.knownAddressSeconds).catch(() => undefined);
  }
}
