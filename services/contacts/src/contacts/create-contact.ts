import { SUBJECTS, type ContactCreated, type ContactRequest } from '@orbita/proto-types';
import type { Transaction } from '@orbita/service-kit';
import { normalizeContact } from './contact-input.js';
import { insertContact } from './contact-repository.js';

const SENT = 'Messaggio inviato con successo';

/** Stores a visitor's message and announces it, in the caller's transaction. */
export async function createContact(tx: Transaction, body: ContactRequest): Promise<ContactCreated> {
  const contact = await insertContact(tx.client, normalizeContact(body));
  await tx.emit(SUBJECTS.contactCreated, {
    contactId: contact.id,
    name: contact.name,
    ...(contact.subject === undefined ? {} : { subject: contact.subject }),
  });
  return { id: contact.id, createdAt: contact.createdAt, message: SENT };
}
