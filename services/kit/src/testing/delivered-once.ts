import { expect } from '@jest/globals';
import type { ServiceOnPrivateNats } from './private-nats-service.js';
import { waitFor } from './wait-for.js';

/**
 * Starts the service's stopped NATS again and expects every event of its outbox, in the order
 * given, on the stream exactly once, even when the relay sends them all a second time.
 */
export async function expectEachEventOnceAfterNatsReturns(service: ServiceOnPrivateNats, subjects: string[]): Promise<void> {
  const allPublished = () => service.allPublished();
  await service.nats.start();
  await waitFor(allPublished, 'events relayed after NATS came back', 30_000);
  const rows = await service.outbox();
  expect(rows.map((row) => row.subject)).toEqual(subjects);
  const stored = await service.nats.storedEvents();
  expect(stored.map((event) => event.msgId).sort()).toEqual(rows.map((row) => row.id).sort());
  for (const event of stored) expect(event.payload.eventId).toBe(event.msgId);

  // A relay that published but crashed before marking its rows sends them again: JetStream drops
  // the copies by their Nats-Msg-Id, so the stream still holds each event once.
  await service.query('UPDATE outbox SET published_at = NULL');
  await waitFor(allPublished, 'events relayed a second time', 30_000);
  expect(await service.nats.storedEvents()).toHaveLength(rows.length);
}
