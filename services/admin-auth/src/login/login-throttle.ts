import { MemoryKv, type Kv } from '@orbita/service-kit';
import { TooManyAttemptsError } from '../errors.js';

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

function userKey(username: string, address: string): string {
  return `login:attempts:user:${address}:${encodeURIComponent(username.toLowerCase())}`;
}

function addressKey(address: string): string {
  return `login:attempts:address:${address}`;
}

/**
 * Brute-force protection for password checks, counted in the shared KV so every replica sees the
 * same numbers. Per username and address, so an attacker elsewhere cannot lock the admin out;
 * per address, so one client cannot walk through usernames. When the KV cannot be reached the
 * counting goes on in this process rather than stopping.
 */
export class LoginThrottle {
  private readonly local = new MemoryKv();

  constructor(
    private readonly kv: Kv,
    private readonly onKvError: (error: Error) => void,
  ) {}

  /**
   * Counts an attempt before the password is checked, so parallel guesses cannot slip in between
   * a check and a count; throws the Italian 429, with the seconds to wait, over either limit.
   */
  async countAttempt(username: string, address: string): Promise<void> {
    const [forUser, forAddress] = await Promise.all([
      this.increment(userKey(username, address)),
      this.increment(addressKey(address)),
    ]);
    const waits = [
      forUser.count > LOGIN_LIMITS.perUserFromAddress ? forUser.resetSeconds : 0,
      forAddress.count > LOGIN_LIMITS.perAddress ? forAddress.resetSeconds : 0,
    ];
    const retryAfter = Math.max(...waits);
    if (retryAfter > 0) {
      throw Object.assign(new TooManyAttemptsError(tooManyAttemptsMessage(retryAfter)), { retryAfter });
    }
  }

  /**
   * A right password clears the counts of that address: they are meant for failures, and an
   * admin who signs in often from one place must not lock themselves out.
   */
  async succeeded(username: string, address: string): Promise<void> {
    for (const key of [userKey(username, address), addressKey(address)]) {
      await this.local.del(key);
      try {
        await this.kv.del(key);
      } catch (error) {
        this.onKvError(error as Error);
      }
    }
  }

  async close(): Promise<void> {
    await this.local.close();
  }

  private async increment(key: string): Promise<{ count: number; resetSeconds: number }> {
    try {
      return await this.kv.increment(key, LOGIN_LIMITS.windowSeconds);
    } catch (error) {
      this.onKvError(error as Error);
      return await this.local.increment(key, LOGIN_LIMITS.windowSeconds);
    }
  }
}
