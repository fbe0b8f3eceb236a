/**
 * The small key-value store the services share: counters with expiry (rate limits, lock-outs),
 * plain values with an optional time to live (caches, watermarks). Redis in production; an
 * in-memory map in the embedded mode. Both pass the same contract tests.
 */
export interface Kv {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  /** Sets only when the key is absent; answers whether it did. */
  setIfAbsent(key: string, value: string, ttlSeconds?: number): Promise<boolean>;
  del(key: string): Promise<void>;
  /**
   * Adds `by` (one by default; a weight, or a negative amount to give one back) to a counter. The
   * window starts at the first increment and lasts `windowSeconds`; answers the count and the
   * seconds left in the window.
   */
  increment(key: string, windowSeconds: number, by?: number): Promise<{ count: number; resetSeconds: number }>;
  ping(): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'redis' | 'memory';
}
