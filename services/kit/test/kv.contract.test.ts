import { MemoryKv, type Kv } from '@orbita/service-kit';
import { createTestKv } from '@orbita/service-kit/testing';

const adapters: Array<[string, () => Promise<Kv>]> = [
  ['memory', async () => new MemoryKv()],
  ['redis', createTestKv],
];

describe.each(adapters)('KV contract (%s)', (_name, make) => {
  let kv: Kv;
  beforeEach(async () => {
    kv = await make();
  });
  afterEach(async () => {
    await kv.close();
  });

  it('answers null for a key never set, and the value once set', async () => {
    expect(await kv.get('missing')).toBeNull();
    await kv.set('greeting', 'ciao');
    expect(await kv.get('greeting')).toBe('ciao');
  });

  it('forgets a value after its time to live', async () => {
    // Three seconds, so a busy machine's pause between the set and the first get cannot outlast it.
    await kv.set('short', 'x', 3);
    expect(await kv.get('short')).toBe('x');
    await new Promise((resolve) => setTimeout(resolve, 3100));
    expect(await kv.get('short')).toBeNull();
  });

  it('sets only an absent key with setIfAbsent', async () => {
    expect(await kv.setIfAbsent('once', 'a', 60)).toBe(true);
    expect(await kv.setIfAbsent('once', 'b', 60)).toBe(false);
    expect(await kv.get('once')).toBe('a');
  });

  it('deletes a key', async () => {
    await kv.set('gone', 'x');
    await kv.del('gone');
    expect(await kv.get('gone')).toBeNull();
  });

  it('counts within a window and starts again after it', async () => {
    expect(await kv.increment('hits', 1)).toEqual({ count: 1, resetSeconds: 1 });
    const second = await kv.increment('hits', 1);
    expect(second.count).toBe(2);
    expect(second.resetSeconds).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await kv.increment('hits', 1)).count).toBe(1);
  });

  it('counts every one of many concurrent increments', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => kv.increment('burst', 60)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('keeps the window of the first increment for a burst, and counts on after it', async () => {
    await Promise.all(Array.from({ length: 20 }, () => kv.increment('window', 60)));
    const next = await kv.increment('window', 60);
    expect(next.count).toBe(21);
    expect(next.resetSeconds).toBeGreaterThanOrEqual(58);
    expect(next.resetSeconds).toBeLessThanOrEqual(60);
  });

  it('adds a weight, and takes it back, in the same window', async () => {
    expect((await kv.increment('weighed', 60, 10)).count).toBe(10);
    expect((await kv.increment('weighed', 60)).count).toBe(11);
    const givenBack = await kv.increment('weighed', 60, -10);
    expect(givenBack.count).toBe(1);
    expect(givenBack.resetSeconds).toBeGreaterThanOrEqual(58);
  });

  it('answers a ping', async () => {
    await expect(kv.ping()).resolves.toBeUndefined();
  });
});
