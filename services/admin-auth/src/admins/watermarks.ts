import { adminNotBeforeKey } from '@orbita/proto-types';
import type { DependencyReporter, Kv } from '@orbita/service-kit';
import type { AdminRepository } from './admin-repository.js';

const RESTORE_INTERVAL_MS = 60_000;

/**
 * Keeps each admin's revocation watermark in the KV, where the gateway and the services read it.
 * Postgres holds the truth; the KV copy is put back when missing (a Redis restarted empty would
 * otherwise make revoked tokens valid again), without overwriting a newer value.
 */
export class WatermarkStore {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly kv: Kv,
    private readonly admins: AdminRepository,
    /** Where a failure is told: an outage of Redis or Postgres is logged once, not once a minute. */
    private readonly dependencies: DependencyReporter,
  ) {}

  /** The dependency that failed: Postgres when it says so (the kit marks its outages), the KV otherwise. */
  private failed(error: unknown): void {
    const named = (error as { dependency?: unknown }).dependency;
    this.dependencies.down(typeof named === 'string' ? named : this.kvName, error as Error);
  }

  private get kvName(): string {
    return this.kv.kind === 'redis' ? 'redis' : 'kv';
  }

  async publish(username: string, notBefore: number): Promise<void> {
    try {
      await this.kv.set(adminNotBeforeKey(username), String(notBefore));
      this.dependencies.up(this.kvName);
    } catch (error) {
      // The bus event still carries the watermark, and restoreMissing writes it once the KV is back.
      this.failed(error);
    }
  }

  async restoreMissing(): Promise<void> {
    try {
      for (const { username, notBefore } of await this.admins.watermarks()) {
        await this.kv.setIfAbsent(adminNotBeforeKey(username), String(notBefore));
      }
      this.dependencies.up(this.kvName);
    } catch (error) {
      // Retried at the next interval.
      this.failed(error);
    }
  }

  start(): void {
    void this.restoreMissing();
    this.timer = setInterval(() => void this.restoreMissing(), RESTORE_INTERVAL_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
