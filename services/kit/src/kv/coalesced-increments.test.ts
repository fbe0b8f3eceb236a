import { CoalescedIncrements, type AddToCounter } from './coalesced-increments.js';

/** A store whose additions take one tick, recording each one it was asked for. */
function slowStore() {
  const totals = new Map<string, number>();
  const additions: Array<{ key: string; by: number }> = [];
  let failNext = false;
  const add: AddToCounter = async (key, windowSeconds, by) => {
    await new Promise((resolve) => setImmediate(resolve));
    additions.push({ key, by });
    if (failNext) {
      failNext = false;
      throw new Error('store unreachable');
    }
    totals.set(key, (totals.get(key) ?? 0) + by);
    return { count: totals.get(key)!, resetSeconds: windowSeconds };
  };
  return { add, additions, failOnce: () => (failNext = true) };
}

describe('coalesced increments', () => {
  it('sends the first increment of a quiet key at once, alone', async () => {
    const store = slowStore();
    const increments = new CoalescedIncrements(store.add);
    expect(await increments.increment('a', 60)).toEqual({ count: 1, resetSeconds: 60 });
    expect(store.additions).toEqual([{ key: 'a', by: 1 }]);
  });

  it('joins the increments that wait behind one in flight, each with its own count', async () => {
    const store = slowStore();
    const increments = new CoalescedIncrements(store.add);
    const counts = await Promise.all(Array.from({ length: 30 }, () => increments.increment('a', 60)));
    expect(counts.map((c) => c.count)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(store.additions).toEqual([
      { key: 'a', by: 1 },
      { key: 'a', by: 29 },
    ]);
  });

  it('adds each waiter\'s own amount, and answers each the count up to and including its own', async () => {
    const store = slowStore();
    const increments = new CoalescedIncrements(store.add);
    const counts = await Promise.all([1, 10, 1, 10].map((by) => increments.increment('a', 60, by)));
    expect(counts.map((c) => c.count)).toEqual([1, 11, 12, 22]);
    expect(store.additions).toEqual([
      { key: 'a', by: 1 },
      { key: 'a', by: 21 },
    ]);
  });

  it('keeps keys apart', async () => {
    const store = slowStore();
    const increments = new CoalescedIncrements(store.add);
    const [a, b, a2] = await Promise.all([increments.increment('a', 60), increments.increment('b', 60), increments.increment('a', 60)]);
    expect([a.count, b.count, a2.count]).toEqual([1, 1, 2]);
  });

  it('fails every increment of a failed batch, and goes on with the next', async () => {
    const store = slowStore();
    const increments = new CoalescedIncrements(store.add);
    store.failOnce();
    const first = increments.increment('a', 60);
    const waiting = [increments.increment('a', 60), increments.increment('a', 60)];
    await expect(first).rejects.toThrow('store unreachable');
    expect((await Promise.all(waiting)).map((c) => c.count)).toEqual([1, 2]);
  });
});
