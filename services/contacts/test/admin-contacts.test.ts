import { SUBJECTS, type ContactCreated, type ContactMessage } from '@orbita/proto-types';
import { contactsService } from '@orbita/contacts';
import { collectEvents, createAdminTokenSigner, startTestService, waitFor, type TestService } from '@orbita/service-kit/testing';
import { asAdmin as adminCall, sendContact as send } from './support.js';

const signer = createAdminTokenSigner();
let service: TestService;
beforeAll(async () => {
  service = await startTestService(contactsService, { ADMIN_JWT_PUBLIC_KEY: signer.publicKeyPem });
});
afterAll(async () => {
  await service.close();
});

async function sendContact(name: string): Promise<ContactCreated> {
  const response = await send(service.app, { name, email: 'mario@example.it', message: `Messaggio di ${name}` });
  expect(response.statusCode).toBe(201);
  return response.json<ContactCreated>();
}

function asAdmin(method: 'GET' | 'PUT' | 'DELETE', url: string, authorization?: string) {
  return adminCall(service.app, signer, method, url, authorization);
}

async function contacts(): Promise<ContactMessage[]> {
  const response = await asAdmin('GET', '/api/admin/contacts');
  expect(response.statusCode).toBe(200);
  return response.json<ContactMessage[]>();
}

describe('admin contact calls', () => {
  it('lists every message newest first, unread at first', async () => {
    const older = await sendContact('Primo');
    const newer = await sendContact('Secondo');
    const list = await contacts();
    const ids = list.map((contact) => contact.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.find((contact) => contact.id === older.id)).toMatchObject({ name: 'Primo', read: false });
    for (let i = 1; i < list.length; i += 1) expect(list[i - 1]!.createdAt >= list[i]!.createdAt).toBe(true);
  });

  it('marks a message read once, answering it, and says so on the bus once', async () => {
    const events = await collectEvents(service.bus, SUBJECTS.contactRead);
    const { id } = await sendContact('Da leggere');
    const response = await asAdmin('PUT', `/api/admin/contacts/${id}/read`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, name: 'Da leggere', read: true });
    expect((await contacts()).find((contact) => contact.id === id)?.read).toBe(true);

    const again = await asAdmin('PUT', `/api/admin/contacts/${id}/read`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id, read: true });
    const marker = await sendContact('Segnaposto');
    await asAdmin('PUT', `/api/admin/contacts/${marker.id}/read`);
    await waitFor(() => events.some((event) => event.contactId === marker.id), 'read events');
    expect(events.filter((event) => event.contactId === id)).toHaveLength(1);
  });

  it('deletes a message, which is then gone, and says so on the bus', async () => {
    const events = await collectEvents(service.bus, SUBJECTS.contactDeleted);
    const { id } = await sendContact('Da eliminare');
    const response = await asAdmin('DELETE', `/api/admin/contacts/${id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await contacts()).some((contact) => contact.id === id)).toBe(false);
    await waitFor(() => events.some((event) => event.contactId === id), 'deleted event');
  });

  it.each([
    ['PUT', '/read'],
    ['DELETE', ''],
  ] as const)('answers %s on an unknown message with an Italian 404', async (method, suffix) => {
    const response = await asAdmin(method, `/api/admin/contacts/00000000-0000-4000-8000-000000000000${suffix}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Messaggio non trovato', code: 'CONTACTS_NOT_FOUND' });
  });

  it.each([
    ['PUT', '/read'],
    ['DELETE', ''],
  ] as const)('answers %s on a malformed id with an Italian 400', async (method, suffix) => {
    const response = await asAdmin(method, `/api/admin/contacts/not-an-id${suffix}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "L'identificativo non è valido", code: 'INVALID_INPUT' });
  });

  const otherKey = createAdminTokenSigner();
  it.each([
    ['no token', ''],
    ['a token signed with another key', `Bearer ${otherKey.sign()}`],
    ['an expired token', `Bearer ${signer.sign({ exp: Math.floor(Date.now() / 1000) - 1 })}`],
    ['a token for another audience', `Bearer ${signer.sign({ aud: 'orbita-public' })}`],
  ])('refuses %s with an Italian 401, changing nothing', async (_case, authorization) => {
    const { id } = await sendContact('Protetto');
    for (const [method, url] of [
      ['GET', '/api/admin/contacts'],
      ['PUT', `/api/admin/contacts/${id}/read`],
      ['DELETE', `/api/admin/contacts/${id}`],
    ] as const) {
      const response = await asAdmin(method, url, authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: expect.stringMatching(/login/), code: 'UNAUTHORIZED' });
    }
    expect((await contacts()).find((contact) => contact.id === id)).toMatchObject({ read: false });
  });
});
