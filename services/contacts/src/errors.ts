import { INVALID_CURSOR_MESSAGE } from '@orbita/proto-types';
import { defineError } from '@orbita/service-kit';

/** Every error of contacts, with its code and status; the kit's handler says them as `{error, code}`. */
export const ContactNotFoundError = defineError('CONTACTS_NOT_FOUND', 'Messaggio non trovato', 404);
export const InvalidContactError = defineError('CONTACTS_INVALID_INPUT', '%s', 400);
/** A `cursor` that the list did not give out (made up, cut short, or of another list). */
export const InvalidCursorError = defineError('CONTACTS_INVALID_CURSOR', INVALID_CURSOR_MESSAGE, 400);
