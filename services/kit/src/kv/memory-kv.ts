import type { Kv } from './kv.js';

interface Entry {
  value: string;
  expiresAt: number | null;
}

/** The embedded mode's KV: one process, so a map with lazy expiry and a periodic sweep. */
export class MemoryKv implements Kv {
  readonly kind = 'memory';
  private readonly entries = new Map<string, Entry>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt !== null && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private expiry(ttlSeconds?: number): number | null {
    return ttlSeconds === undefined ? null : this.now() + ttlSeconds * 1000;
  }

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    this.entries.set(key, { value, expiresAt: this.expiry(ttlSeconds) });
  }

  async setIfAbsent(key: string, value: string, ttlSeconds?: number): Promise<boolean> {
    if (this.live(key)) return false;
    this.entries.set(key, { value, expiresAt: this.expiry(ttlSeconds) });
    return true;
  }

  async del(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async increment(key: string, windowSeconds: number, by = 1): Promise<{ count: number; resetSeconds: number }> {
    const entry = this.live(key);
    if (!entry) {
      this.entries.set(key, { value: String(by), expiresAt: this.now() + windowSeconds * 1000 });
      return { count: by, resetSeconds: windowSeconds };
    }
    const count = Number(entry.value) + by;
    entry.value = String(count);
    const resetSeconds = Math.max(1, Math.ceil(((entry.expiresAt ?? this.now()) - this.now()) / 1000));
    return { count, resetSeconds };
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.entries.clear();
  }

  private sweep(): void {
    for (const key of this.entries.keys()) this.live(key);
  }
}
