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
 * The rules of spec §5, with its messages: name, e-mail and message required after trimming, the
 * e-mail shaped like one. Takes the body as sent, so they are said before any schema message.
 */
export function specViolation(body: Record<string, unknown>): string | null {
  if ([body.name, body.email, body.message].some(isBlank)) return MISSING_FIELDS_MESSAGE;
  if (typeof body.email === 'string' && !looksLikeEmail(body.email.trim())) return INVALID_EMAIL_MESSAGE;
  return null;
}

/**
 * Applies spec §5 and trims. The text is otherwise kept exactly as typed: it is data, shown as
 * JSON, never markup.
 */
export function normalizeContact(request: ContactRequest): NewContact {
  const violation = specViolation(request);
  if (violation) throw new ContactInputError(violation);
  const contact: NewContact = {
    name: request.name.trim(),
    email: request.email.trim(),
    subject: request.subject?.trim() || null,
    message: request.message.trim(),
  };
  // Postgres text cannot hold U+0000; refusing it here keeps that a 400 rather than a 500.
  if ([contact.name, contact.subject ?? '', contact.message].some((text) => text.includes('\u0000'))) {
    throw new ContactInputError(NUL_CHARACTER_MESSAGE);
  }
  return contact;
}
