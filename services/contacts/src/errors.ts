import { defineError } from '@orbita/service-kit';

export const ContactNotFoundError = defineError('CONTACTS_NOT_FOUND', 'Messaggio non trovato', 404);
export const InvalidContactError = defineError('CONTACTS_INVALID_INPUT', '%s', 400);
