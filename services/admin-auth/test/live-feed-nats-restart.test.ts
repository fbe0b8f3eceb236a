import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SUBJECTS, type ContactCreatedEvent } from '@orbita/proto-types';
import { NatsBus } from '@orbita/service-kit';
import { startServiceOnPrivateNats, waitFor, type ServiceOnPrivateNats } from '@orbita/service-kit/testing';
import { adminAuthService, generateAdminJwtKeys } from '@orbita/admin-auth';
import { SseReader } from './sse-client.js';
import { login } from './support.js';

/* admin-auth with its own NATS connection to a private nats-server that the test kills by PID and starts again. */
const keys = generateAdminJwtKeys();
const password = `orbita ${randomUUID()}`;
let service: ServiceOnPrivateNats;
let publisher: NatsBus;
let feed: AbortController | undefined;

beforeAll(async () => {
  service = await startServiceOnPrivateNats(adminAuthService, {
    ADMIN_JWT_PRIVATE_KEY: keys.privateKeyPem,
    ADMIN_JWT_PUBLIC_KEY: keys.publicKeyPem,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: password,
  });
  await service.app.listen({ host: '127.0.0.1', port: 0 });
  publisher = new NatsBus({ servers: service.nats.url, name: 'live-feed-publisher' });
  await publisher.ready();
});
afterAll(async () => {
  feed?.abort();
  await publisher?.close();
  await service?.close();
});

function contactCreated(): ContactCreatedEvent {
  return { eventId: randomUUID(), occurredAt: new Date().toISOString(), contactId: randomUUID(), name: 'Ada' };
}

async function openFeed(): Promise<SseReader> {
  const token = (await login(service.app, 'admin', password, '203.0.113.7')).json<{ token: string }>().token;
  feed = new AbortController();
  const port = (service.app.server.address() as AddressInfo).port;
  const response = await fetch(`http://127.0.0.1:${port}/api/admin/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: feed.signal,
  });
  const reader = new SseReader(response.body!);
  await waitFor(() => reader.named('ready').length === 1);
  return reader;
}

const readiness = async () =>
  (await service.app.inject({ url: '/readyz' })).json<{ checks: Record<string, { ok: boolean; detail?: string }> }>().checks;

it('delivers to the open live feed again within seconds of a NATS restart, and readiness says when it could not', async () => {
  const reader = await openFeed();
  const first = contactCreated();
  await publisher.publish(SUBJECTS.contactCreated, first, first.eventId);
  await waitFor(() => reader.named(SUBJECTS.contactCreated).length === 1, 'first event on the feed');

  await service.nats.stop();
  await waitFor(async () => (await readiness()).consumers?.ok === false, 'readiness says the consumers are missing');
  expect((await readiness()).consumers?.detail).toContain(SUBJECTS.contactCreated);

  await service.nats.start();
  const restartedAt = Date.now();
  // A dashboard hears of new contacts as the relay publishes them: one every 200 ms here.
  let deliveredAt = 0;
  while (!deliveredAt && Date.now() - restartedAt < 15_000) {
    const event = contactCreated();
    await publisher.publish(SUBJECTS.contactCreated, event, event.eventId).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (reader.named(SUBJECTS.contactCreated).length > 1) deliveredAt = Date.now();
  }
  const seconds = (deliveredAt - restartedAt) / 1000;
  console.warn(deliveredAt ? `live feed delivered again ${seconds.toFixed(1)} s after nats-server restarted` : 'live feed silent 15 s after nats-server restarted');
  expect(deliveredAt).toBeGreaterThan(0);
  expect(seconds).toBeLessThan(5);
  expect(reader.ended).toBe(false);

  // Nothing is delivered twice: every event on the feed is a different one.
  const ids = reader.named(SUBJECTS.contactCreated).map((message) => message.id);
  expect(new Set(ids).size).toBe(ids.length);
  await waitFor(async () => (await readiness()).consumers?.ok === true, 'readiness sees the consumers again');
}, 40_000);
