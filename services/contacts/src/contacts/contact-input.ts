import type { ContactRequest } from '@orbita/proto-types';
import { isBlank, looksLikeEmail } from '@orbita/service-kit';

/** A contact message as it is stored: trimmed, an empty subject meaning none. */
export interface NewContact {
  name: string;
  email: string;
  subject: string | null;
  message: string;
}

export const MISSING_FIELDS_MESSAGE = 'Tutti i campi sono obbligatori';
export const INVALID_EMAIL_MESSAGE = 'Inserisci un indirizzo email valido';

/**
 * The rules of spec §5, with its messages: name, e-mail and message required after trimming, the
 * e-mail a real address. Takes the body as sent, so they are said before any schema message.
 */
export function specViolation(body: Record<string, unknown>): string | null {
  if ([body.name, body.email, body.message].some(isBlank)) return MISSING_FIELDS_MESSAGE;
  if (typeof body.email === 'string' && !looksLikeEmail(body.email.trim())) return INVALID_EMAIL_MESSAGE;
  return null;
}

/**
 * Trims a request that passed the spec's rules and the schema. The text is otherwise kept exactly
 * as typed: it is data, shown as JSON, never markup.
 */
export function normalizeContact(request: ContactRequest): NewContact {
  return {
    name: request.name.trim(),
    email: request.email.trim(),
    subject: request.subject?.trim() || null,
    message: request.message.trim(),
  };
}
