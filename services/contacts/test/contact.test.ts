import { SUBJECTS, type ContactCreated, type ContactMessage } from '@orbita/proto-types';
import { contactsService } from '@orbita/contacts';
import { collectEvents, expectBrokenJsonRefused, createAdminTokenSigner, freshAddress, startTestService, waitFor, type TestService } from '@orbita/service-kit/testing';
import { sendContact, storedContacts, VALID_CONTACT } from './support.js';

const signer = createAdminTokenSigner();
let service: TestService;
beforeAll(async () => {
  service = await startTestService(contactsService, { ADMIN_JWT_PUBLIC_KEY: signer.publicKeyPem });
});
afterAll(async () => {
  await service.close();
});

const valid = VALID_CONTACT;
const send = (payload: unknown, address?: string) => sendContact(service.app, payload, address);
const allStored = () => storedContacts(service.app, signer);

async function stored(id: string): Promise<ContactMessage | undefined> {
  return (await allStored()).find((contact) => contact.id === id);
}

describe('POST /api/contact', () => {
  it('stores the message before answering 201 with its id', async () => {
    const response = await send({ ...valid, name: '  Anna Bianchi ' });
    expect(response.statusCode).toBe(201);
    const created = response.json<ContactCreated>();
    expect(created).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), createdAt: expect.any(String), message: 'Messaggio inviato con successo' });
    expect(await stored(created.id)).toEqual({
      id: created.id,
      name: 'Anna Bianchi',
      email: 'anna@example.it',
      subject: 'Complimenti',
      message: 'Bel sito!',
      createdAt: created.createdAt,
      read: false,
    });
  });

  it('takes a message without a subject', async () => {
    const { subject: _subject, ...withoutSubject } = valid;
    const response = await send(withoutSubject);
    expect(response.statusCode).toBe(201);
    expect(await stored(response.json().id)).not.toHaveProperty('subject');
  });

  it.each([
    ['a missing name', { name: undefined }],
    ['a blank name', { name: '  ' }],
    ['a missing e-mail', { email: undefined }],
    ['a blank message', { message: '\n' }],
    ['a null message', { message: null }],
  ])('refuses %s with the message of the spec', async (_case, change) => {
    const response = await send({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Tutti i campi sono obbligatori', code: 'CONTACTS_INVALID_INPUT' });
  });

  it.each(['an', 'anna', 'anna@', 'anna@example', 'anna @example.it'])('refuses the e-mail %j with the message of the spec', async (email) => {
    const response = await send({ ...valid, email });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Inserisci un indirizzo email valido', code: 'CONTACTS_INVALID_INPUT' });
  });

  it.each([
    ['a name too long', { name: 'N'.repeat(101) }, 'Il campo «Nome» può avere al massimo 100 caratteri'],
    ['a subject too long', { subject: 'S'.repeat(201) }, 'Il campo «Oggetto» può avere al massimo 200 caratteri'],
    ['a message too long', { message: 'M'.repeat(5001) }, 'Il campo «Messaggio» può avere al massimo 5000 caratteri'],
    ['a message that is not text', { message: 12 }, 'Il campo «Messaggio» deve essere un testo'],
  ])('refuses %s with an Italian message naming the field', async (_case, change, error) => {
    const response = await send({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'INVALID_INPUT' });
  });

  it('refuses a body that is not JSON with an Italian 400', async () => {
    await expectBrokenJsonRefused(service.app, '/api/contact', '{"name":');
  });

  it.each([
    ['the NUL character, which cannot be stored', { message: 'a\u0000b' }, 'Messaggio'],
    ['a lone surrogate, which is no text', { name: 'Anna\ud800' }, 'Nome'],
    ['an escape sequence', { subject: '\u001b[31mrosso' }, 'Oggetto'],
  ])('refuses %s with an Italian 400 naming the field by its label, storing nothing', async (_what, change, label) => {
    const before = (await allStored()).length;
    const response = await send({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: `Il campo «${label}» contiene un carattere non ammesso (caratteri di controllo o codifica non valida)`,
      code: 'INVALID_CHARACTERS',
    });
    expect(await allStored()).toHaveLength(before);
  });

  it('stores HTML and SQL-looking text verbatim and returns it as JSON', async () => {
    const text = `<script>alert("x")</script>'); DELETE FROM messages; --`;
    const response = await send({ ...valid, subject: text, message: text });
    expect(response.statusCode).toBe(201);
    expect(await stored(response.json().id)).toMatchObject({ subject: text, message: text });
  });

  it('limits an address to 5 messages a minute, with an Italian 429', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i += 1) expect((await send(valid, address)).statusCode).toBe(201);
    const limited = await send(valid, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Hai inviato troppi messaggi: riprova tra un minuto', code: 'TOO_MANY_REQUESTS' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(valid)).statusCode).toBe(201);
  });

  it('publishes orbita.contacts.created with the name and subject', async () => {
    const events = await collectEvents(service.bus, SUBJECTS.contactCreated);
    const { id } = (await send(valid)).json<ContactCreated>();
    await waitFor(() => events.some((event) => event.contactId === id), 'created event');
    expect(events.find((event) => event.contactId === id)).toEqual({
      eventId: expect.any(String),
      occurredAt: expect.any(String),
      contactId: id,
      name: 'Anna Bianchi',
      subject: 'Complimenti',
    });
  });
});
