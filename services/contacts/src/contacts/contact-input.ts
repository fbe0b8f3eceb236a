import type { ContactRequest } from '@orbita/proto-types';
import { looksLikeEmail } from '@orbita/service-kit';

/** A contact message as it is stored: trimmed, an empty subject meaning none. */
export interface NewContact {
  name: string;
  email: string;
  subject: string | null;
  message: string;
}

export const MISSING_FIELDS_MESSAGE = 'Tutti i campi sono obbligatori';
export const INVALID_EMAIL_MESSAGE = 'Inserisci un indirizzo email valido';
export const NUL_CHARACTER_MESSAGE = 'Il testo contiene un carattere non ammesso (NUL)';

export class ContactInputError extends Error {
  override name = 'ContactInputError';
}

/** Absent, null, or only white space: what spec §5 calls missing. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Applies spec §5: name, e-mail and message required after trimming, the e-mail shaped like one.
 * The text is otherwise kept exactly as typed: it is data, shown as JSON, never markup.
 */
export function normalizeContact(request: ContactRequest): NewContact {
  if (isBlank(request.name) || isBlank(request.email) || isBlank(request.message)) {
    throw new ContactInputError(MISSING_FIELDS_MESSAGE);
  }
  const contact: NewContact = {
    name: request.name.trim(),
    email: request.email.trim(),
    subject: request.subject?.trim() || null,
    message: request.message.trim(),
  };
  if (!looksLikeEmail(contact.email)) throw new ContactInputError(INVALID_EMAIL_MESSAGE);
  // Postgres text cannot hold U+0000; refusing it here keeps that a 400 rather than a 500.
  if ([contact.name, contact.subject ?? '', contact.message].some((text) => text.includes('\u0000'))) {
    throw new ContactInputError(NUL_CHARACTER_MESSAGE);
  }
  return contact;
}
