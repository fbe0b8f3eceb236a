import type { ContactCreated } from '@orbita/proto-types';
import { contactsService } from '@orbita/contacts';
import { expectEachEventOnceAfterNatsReturns, expectQuickAnswer, serviceOnPrivateNatsForSuite, waitFor } from '@orbita/service-kit/testing';
import { asAdmin as adminCall, sendContact, VALID_CONTACT } from './support.js';

/*
 * The service runs with its own NATS connection, as in production, to a private nats-server
 * that the test kills by its PID and starts again on the same store.
 */
const { service, signer } = serviceOnPrivateNatsForSuite(contactsService);

const allPublished = () => service().allPublished();
const send = (name: string) => sendContact(service().app, { ...VALID_CONTACT, name });
const asAdmin = (method: 'GET' | 'PUT' | 'DELETE', url: string) => adminCall(service().app, signer, method, url);

it('keeps storing messages while NATS is down, then delivers every event exactly once', async () => {
  const before = (await send('Prima del guasto')).json<ContactCreated>();
  await waitFor(allPublished, 'events published while NATS is up');

  expect(service().nats.pid()).not.toBeNull();
  await service().nats.stop();
  expect(service().nats.pid()).toBeNull();

  const during = (await expectQuickAnswer(() => send('Durante il guasto'), 201)).json<ContactCreated>();
  await expectQuickAnswer(() => asAdmin('PUT', `/api/admin/contacts/${during.id}/read`), 200);
  await expectQuickAnswer(() => asAdmin('DELETE', `/api/admin/contacts/${before.id}`), 204);
  expect((await asAdmin('GET', '/api/admin/contacts')).json()).toEqual([expect.objectContaining({ id: during.id, read: true })]);
  expect((await service().outbox()).filter((row) => !row.published)).toHaveLength(3);

  await expectEachEventOnceAfterNatsReturns(service(), [
    'orbita.contacts.created',
    'orbita.contacts.created',
    'orbita.contacts.read',
    'orbita.contacts.deleted',
  ]);
});
