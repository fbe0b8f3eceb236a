import { randomUUID } from 'node:crypto';
import { REQUEST_SUBJECTS, SUBJECTS, type SuggestionVotedEvent } from '@orbita/proto-types';
import { MemoryBus, type Bus } from '@orbita/service-kit';
import { createTestBus } from '@orbita/service-kit/testing';

function voted(votes: number): SuggestionVotedEvent {
  return { eventId: randomUUID(), occurredAt: new Date().toISOString(), suggestionId: randomUUID(), votes };
}

function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (condition()) resolve();
      else if (Date.now() - start > timeoutMs) reject(new Error('condition not met in time'));
      else setTimeout(tick, 20);
    };
    tick();
  });
}

const adapters: Array<[string, () => Promise<{ bus: Bus; cleanup: () => Promise<void> }>]> = [
  ['memory', async () => {
    const bus = new MemoryBus();
    return { bus, cleanup: () => bus.close() };
  }],
  ['nats', async () => createTestBus('contract')],
];

describe.each(adapters)('bus contract (%s)', (_name, make) => {
  let bus: Bus;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    ({ bus, cleanup } = await make());
  });
  afterEach(async () => {
    await cleanup();
  });

  it('delivers a published event to a subscriber', async () => {
    const received: SuggestionVotedEvent[] = [];
    await bus.subscribe(SUBJECTS.suggestionVoted, async (event) => void received.push(event));
    const event = voted(3);
    await bus.publish(SUBJECTS.suggestionVoted, event, event.eventId);
    await waitFor(() => received.length === 1);
    expect(received[0]).toEqual(event);
  });

  it('drops a second publication with the same message id', async () => {
    const received: SuggestionVotedEvent[] = [];
    await bus.subscribe(SUBJECTS.suggestionVoted, async (event) => void received.push(event));
    const event = voted(1);
    await bus.publish(SUBJECTS.suggestionVoted, event, event.eventId);
    await bus.publish(SUBJECTS.suggestionVoted, event, event.eventId);
    const marker = voted(2);
    await bus.publish(SUBJECTS.suggestionVoted, marker, marker.eventId);
    await waitFor(() => received.some((e) => e.eventId === marker.eventId));
    expect(received.filter((e) => e.eventId === event.eventId)).toHaveLength(1);
  });

  it('redelivers to a durable consumer whose handler failed', async () => {
    let attempts = 0;
    await bus.subscribe(
      SUBJECTS.suggestionVoted,
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('transient');
      },
      { durable: `retry-${randomUUID().slice(0, 8)}` },
    );
    const event = voted(1);
    await bus.publish(SUBJECTS.suggestionVoted, event, event.eventId);
    await waitFor(() => attempts >= 2, 10_000);
    expect(attempts).toBe(2);
  });

  it('gives each event to one member of a durable group, and to every plain subscriber', async () => {
    const durable = `group-${randomUUID().slice(0, 8)}`;
    let groupCount = 0;
    let plainA = 0;
    let plainB = 0;
    await bus.subscribe(SUBJECTS.suggestionVoted, async () => void (groupCount += 1), { durable });
    await bus.subscribe(SUBJECTS.suggestionVoted, async () => void (groupCount += 1), { durable });
    await bus.subscribe(SUBJECTS.suggestionVoted, async () => void (plainA += 1));
    await bus.subscribe(SUBJECTS.suggestionVoted, async () => void (plainB += 1));
    for (let i = 0; i < 5; i += 1) {
      const event = voted(i);
      await bus.publish(SUBJECTS.suggestionVoted, event, event.eventId);
    }
    await waitFor(() => groupCount === 5 && plainA === 5 && plainB === 5);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect([groupCount, plainA, plainB]).toEqual([5, 5, 5]);
  });

  it('answers a request from its responder, and refuses one nobody answers without waiting out the timeout', async () => {
    await expect(bus.request(REQUEST_SUBJECTS.adminAccount, { username: 'admin' }, 2000)).rejects.toThrow();
    const subscription = await bus.respond(REQUEST_SUBJECTS.adminAccount, async ({ username }) => ({ exists: username === 'admin' }));
    expect(await bus.request(REQUEST_SUBJECTS.adminAccount, { username: 'admin' }, 2000)).toEqual({ exists: true });
    expect(await bus.request(REQUEST_SUBJECTS.adminAccount, { username: 'altro' }, 2000)).toEqual({ exists: false });
    await subscription.stop();
    const started = Date.now();
    await expect(bus.request(REQUEST_SUBJECTS.adminAccount, { username: 'admin' }, 2000)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('gives no answer when the responder fails: the request times out', async () => {
    await bus.respond(REQUEST_SUBJECTS.adminAccount, async () => {
      throw new Error('database away');
    });
    const started = Date.now();
    await expect(bus.request(REQUEST_SUBJECTS.adminAccount, { username: 'admin' }, 300)).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('answers a ping while connected', async () => {
    await expect(bus.ping()).resolves.toBeUndefined();
  });
});
