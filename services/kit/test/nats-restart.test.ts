import { randomUUID } from 'node:crypto';
import type { TProperties } from 'typebox';
import { SUBJECTS, type PasswordChangedEvent, type SuggestionVotedEvent } from '@orbita/proto-types';
import { createService, MemoryKv, NatsBus, type ServiceDefinition } from '@orbita/service-kit';
import { startPrivateNats, waitFor, type PrivateNatsServer } from '@orbita/service-kit/testing';

/* A bus on a private nats-server (the one this machine has) that the test kills by PID and starts again. */
let nats: PrivateNatsServer;
let bus: NatsBus;
let publisher: NatsBus;
const outages: string[] = [];

const quiet: ServiceDefinition<TProperties> = { name: 'consumer-check', defaultPort: 0, app: async () => undefined };

function passwordChanged(): PasswordChangedEvent {
  return { eventId: randomUUID(), occurredAt: new Date().toISOString(), username: `u-${randomUUID()}`, notBefore: 1 };
}

function voted(): SuggestionVotedEvent {
  return { eventId: randomUUID(), occurredAt: new Date().toISOString(), suggestionId: randomUUID(), votes: 1 };
}

beforeAll(async () => {
  nats = await startPrivateNats();
  bus = new NatsBus({
    servers: nats.url,
    name: 'consumer-check',
    dependencies: { down: (dependency) => outages.push(`${dependency} down`), up: (dependency) => outages.push(`${dependency} up`) },
  });
  publisher = new NatsBus({ servers: nats.url, name: 'consumer-check-publisher' });
  await Promise.all([bus.ready(), publisher.ready()]);
});
afterAll(async () => {
  await bus?.close();
  await publisher?.close();
  await nats?.destroy();
});

/** Publishes once a publish goes through (the publisher's own connection comes back too). */
async function publishWhenPossible<E extends { eventId: string }>(send: (event: E) => Promise<void>, event: E): Promise<void> {
  await waitFor(() => send(event).then(() => true, () => false), 'published', 15_000);
}

it('makes every consumer again within seconds of NATS returning, and readiness says when one is missing', async () => {
  const app = await createService(quiet, { env: { HOST: '127.0.0.1', PORT: '0' }, kv: new MemoryKv(), bus, logger: false });
  await app.ready();
  const consumersCheck = async () => (await app.inject({ url: '/readyz' })).json<{ checks: Record<string, { ok: boolean; detail?: string }> }>().checks.consumers;

  const heard: PasswordChangedEvent[] = [];
  const counted: SuggestionVotedEvent[] = [];
  await bus.subscribe(SUBJECTS.passwordChanged, async (event) => void heard.push(event));
  await bus.subscribe(SUBJECTS.suggestionVoted, async (event) => void counted.push(event), { durable: 'consumer-check' });
  // The service's own password-change subscription is made in the background.
  await waitFor(async () => (await consumersCheck())?.ok === true, 'consumers attached');
  expect(await consumersCheck()).toEqual({ ok: true, detail: '3 attached' });

  const before = [passwordChanged(), voted()] as const;
  await publisher.publish(SUBJECTS.passwordChanged, before[0], before[0].eventId);
  await publisher.publish(SUBJECTS.suggestionVoted, before[1], before[1].eventId);
  await waitFor(() => heard.length === 1 && counted.length === 1, 'events heard before the crash');

  await nats.stop();
  await waitFor(() => bus.consumers().every((consumer) => !consumer.attached), 'consumers detached');
  expect(await consumersCheck()).toEqual({
    ok: false,
    detail: `no consumer for ${SUBJECTS.passwordChanged}, ${SUBJECTS.suggestionVoted}`,
  });

  await nats.start();
  const restartedAt = Date.now();
  const after = [passwordChanged(), voted()] as const;
  await publishWhenPossible((event) => publisher.publish(SUBJECTS.passwordChanged, event, event.eventId), after[0]);
  await publishWhenPossible((event) => publisher.publish(SUBJECTS.suggestionVoted, event, event.eventId), after[1]);
  await waitFor(() => heard.length === 2 && counted.length === 2, 'events heard after NATS returned', 10_000);
  const seconds = (Date.now() - restartedAt) / 1000;
  console.warn(`consumers heard again ${seconds.toFixed(1)} s after nats-server restarted`);
  expect(seconds).toBeLessThan(5);

  // Each consumer went on from where it was: nothing heard twice, nothing missed.
  expect(heard.map((event) => event.eventId)).toEqual([before[0].eventId, after[0].eventId]);
  expect(counted.map((event) => event.eventId)).toEqual([before[1].eventId, after[1].eventId]);
  await waitFor(async () => (await consumersCheck())?.ok === true, 'readiness sees the consumers again');
  // One loss and one return of NATS; no consumer failed on its own.
  expect(outages.filter((line) => line === 'nats down')).toHaveLength(1);
  expect(outages.filter((line) => line === 'nats up')).toHaveLength(2);
  expect(outages.filter((line) => line.startsWith('consumer') && line.endsWith('down'))).toEqual([]);
  await app.close();
}, 40_000);
