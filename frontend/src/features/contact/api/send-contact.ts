import type { ContactCreated, ContactRequest } from '@orbita/proto-types';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const CONTACT_ERROR = "Errore durante l'invio del messaggio";

export function sendContact(request: ContactRequest): Promise<ContactCreated> {
  return apiRequest<ContactCreated>('/api/contact', {
    method: 'POST',
    json: request,
    errors: { fallback: CONTACT_ERROR, network: CONNECTION_ERROR },
  });
}
