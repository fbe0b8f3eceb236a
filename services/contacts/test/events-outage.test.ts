import type { ContactCreated } from '@orbita/proto-types';
import { contactsService } from '@orbita/contacts';
import {
  createAdminTokenSigner,
  expectQuickAnswer,
  startServiceOnPrivateNats,
  waitFor,
  type ServiceOnPrivateNats,
} from '@orbita/service-kit/testing';
import { asAdmin as adminCall, sendContact, VALID_CONTACT } from './support.js';

/*
 * The service runs with its own NATS connection, as in production, to a private nats-server
 * that the test kills by its PID and starts again on the same store.
 */
const signer = createAdminTokenSigner();
let service: ServiceOnPrivateNats;
beforeAll(async () => {
  service = await startServiceOnPrivateNats(contactsService, { ADMIN_JWT_PUBLIC_KEY: signer.publicKeyPem });
});
afterAll(async () => {
  await service?.close();
});

const allPublished = () => service.allPublished();
const send = (name: string) => sendContact(service.app, { ...VALID_CONTACT, name });
const asAdmin = (method: 'GET' | 'PUT' | 'DELETE', url: string) => adminCall(service.app, signer, method, url);

it('keeps storing messages while NATS is down, then delivers every event exactly once', async () => {
  const before = (await send('Prima del guasto')).json<ContactCreated>();
  await waitFor(allPublished, 'events published while NATS is up');

  expect(service.nats.pid()).not.toBeNull();
  await service.nats.stop();
  expect(service.nats.pid()).toBeNull();

  const during = (await expectQuickAnswer(() => send('Durante il guasto'), 201)).json<ContactCreated>();
  await expectQuickAnswer(() => asAdmin('PUT', `/api/admin/contacts/${during.id}/read`), 200);
  await expectQuickAnswer(() => asAdmin('DELETE', `/api/admin/contacts/${before.id}`), 204);
  expect((await asAdmin('GET', '/api/admin/contacts')).json()).toEqual([expect.objectContaining({ id: during.id, read: true })]);
  expect((await service.outbox()).filter((row) => !row.published)).toHaveLength(3);

  await service.nats.start();
  await waitFor(allPublished, 'events relayed after NATS came back', 30_000);
  const rows = await service.outbox();
  expect(rows.map((row) => row.subject)).toEqual([
    'orbita.contacts.created',
    'orbita.contacts.created',
    'orbita.contacts.read',
    'orbita.contacts.deleted',
  ]);
  const stored = await service.nats.storedEvents();
  expect(stored.map((event) => event.msgId).sort()).toEqual(rows.map((row) => row.id).sort());
  for (const event of stored) expect(event.payload.eventId).toBe(event.msgId);

  // A relay that published but crashed before marking its rows sends them again: JetStream drops
  // the copies by their Nats-Msg-Id, so the stream still holds each event once.
  await service.query('UPDATE outbox SET published_at = NULL');
  await waitFor(allPublished, 'events relayed a second time', 30_000);
  expect(await service.nats.storedEvents()).toHaveLength(rows.length);
});
