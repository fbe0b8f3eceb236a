import type { FastifyBaseLogger } from 'fastify';
import { adminNotBeforeKey } from '@orbita/proto-types';
import type { Kv } from '@orbita/service-kit';
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
    private readonly log: FastifyBaseLogger,
  ) {}

  async publish(username: string, notBefore: number): Promise<void> {
    try {
      await this.kv.set(adminNotBeforeKey(username), String(notBefore));
    } catch (error) {
      this.log.warn({ err: error, username }, 'watermark not written to the KV; the bus event still carries it');
    }
  }

  async restoreMissing(): Promise<void> {
    try {
      for (const { username, notBefore } of await this.admins.watermarks()) {
        await this.kv.setIfAbsent(adminNotBeforeKey(username), String(notBefore));
      }
    } catch (error) {
      this.log.warn({ err: error }, 'watermarks not restored to the KV; retrying later');
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
