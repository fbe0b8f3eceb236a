import type { ContactCreated, ContactMessage } from '@orbita/proto-types';
import { contactsService } from '@orbita/contacts';
import { freshAddress } from '@orbita/service-kit/testing';
import { serviceBehindGatewayForSuite } from '@orbita/gateway/testing';

/** The contacts service listening on a real port, reached only through the real gateway. */
const { call, signer } = serviceBehindGatewayForSuite(contactsService, 'contacts');

const valid = { name: 'Luca', email: 'luca@example.it', subject: 'Domanda', message: 'Come funziona?' };

describe('contacts through the gateway', () => {
  it('stores a message the admin then reads, marks read and deletes', async () => {
    const sent = await call('POST', '/api/contact', { payload: valid });
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json<ContactCreated>();
    const token = signer.sign();

    const list = await call('GET', '/api/admin/contacts', { token });
    expect(list.statusCode).toBe(200);
    expect(list.json<ContactMessage[]>().find((c) => c.id === id)).toMatchObject({ ...valid, read: false });
    const read = await call('PUT', `/api/admin/contacts/${id}/read`, { token });
    expect(read.json()).toMatchObject({ id, read: true });
    expect((await call('DELETE', `/api/admin/contacts/${id}`, { token })).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/contacts/${id}`, { token })).statusCode).toBe(404);
  });

  it('passes the service\'s Italian errors through', async () => {
    const missing = await call('POST', '/api/contact', { payload: { ...valid, message: '' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'Tutti i campi sono obbligatori', code: 'CONTACTS_INVALID_INPUT' });
    const badEmail = await call('POST', '/api/contact', { payload: { ...valid, email: 'luca' } });
    expect(badEmail.json()).toEqual({ error: 'Inserisci un indirizzo email valido', code: 'CONTACTS_INVALID_INPUT' });
  });

  it('limits messages by the address the gateway saw', async () => {
    const address = freshAddress();
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await call('POST', '/api/contact', { address, payload: valid })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('refuses the admin calls without a token', async () => {
    const { id } = (await call('POST', '/api/contact', { payload: valid })).json<ContactCreated>();
    for (const [method, url] of [
      ['GET', '/api/admin/contacts'],
      ['PUT', `/api/admin/contacts/${id}/read`],
      ['DELETE', `/api/admin/contacts/${id}`],
    ] as const) {
      const response = await call(method, url);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('lets no cache keep an admin answer: each says no-store', async () => {
    const { id } = (await call('POST', '/api/contact', { payload: valid })).json<ContactCreated>();
    const token = signer.sign();
    for (const [method, url] of [
      ['GET', '/api/admin/contacts'],
      ['GET', '/api/admin/contacts/stats'],
      ['GET', '/api/admin/contacts/daily'],
      ['GET', '/api/admin/contacts.csv'],
      ['PUT', `/api/admin/contacts/${id}/read`],
    ] as const) {
      const response = await call(method, url, { token });
      expect({ url, status: response.statusCode, cacheControl: response.headers['cache-control'] }).toEqual({ url, status: 200, cacheControl: 'private, no-store' });
    }
  });
});
