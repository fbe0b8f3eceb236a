export interface Counted {
  count: number;
  resetSeconds: number;
}

interface Batch {
  windowSeconds: number;
  waiters: Array<{ by: number; resolve: (counted: Counted) => void; reject: (error: unknown) => void }>;
}

/** Adds `by` to the counter at `key` in one round trip; answers the new total and the seconds left. */
export type AddToCounter = (key: string, windowSeconds: number, by: number) => Promise<Counted>;

/**
 * Increments of one key that arrive while an earlier one is on its way to the store wait and go
 * together as a single addition. Each caller still gets its own count, exactly as if they had gone
 * one by one, so limits stay exact; a burst from one address costs one round trip instead of one
 * per request. The first increment of a quiet key is sent at once.
 */
export class CoalescedIncrements {
  private readonly queued = new Map<string, Batch>();
  private readonly sending = new Set<string>();

  constructor(private readonly add: AddToCounter) {}

  increment(key: string, windowSeconds: number, by = 1): Promise<Counted> {
    return new Promise((resolve, reject) => {
      const batch = this.queued.get(key) ?? { windowSeconds, waiters: [] };
      batch.waiters.push({ by, resolve, reject });
      this.queued.set(key, batch);
      if (!this.sending.has(key)) void this.send(key);
    });
  }

  private async send(key: string): Promise<void> {
    const batch = this.queued.get(key);
    if (!batch) return;
    this.queued.delete(key);
    this.sending.add(key);
    try {
      const total = batch.waiters.reduce((sum, waiter) => sum + waiter.by, 0);
      const { count, resetSeconds } = await this.add(key, batch.windowSeconds, total);
      // Each caller gets the count as if the batch had gone one by one, in the order they came.
      let running = count - total;
      for (const waiter of batch.waiters) {
        running += waiter.by;
        waiter.resolve({ count: running, resetSeconds });
      }
    } catch (error) {
      for (const waiter of batch.waiters) waiter.reject(error);
    } finally {
      this.sending.delete(key);
      if (this.queued.has(key)) void this.send(key);
    }
  }
}
