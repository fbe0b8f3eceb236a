import type { FastifyInstance } from 'fastify';
import { API, type ContactMessage, type ContactRequest } from '@orbita/proto-types';
import { freshAddress, type AdminTokenSigner } from '@orbita/service-kit/testing';

/** A message as the contact page sends it. */
export const VALID_CONTACT: ContactRequest = { name: 'Anna Bianchi', email: 'anna@example.it', subject: 'Complimenti', message: 'Bel sito!' };

/** Sends a contact message as the gateway forwards it, from a fresh address unless one is named. */
export function sendContact(app: FastifyInstance, payload: unknown, address = freshAddress()) {
  return app.inject({
    method: API.contact.method,
    url: API.contact.path,
    headers: { 'x-forwarded-for': address },
    payload: payload as object,
  });
}

/** An admin call with a token of the test's signer (or the authorization given). */
export function asAdmin(
  app: FastifyInstance,
  signer: AdminTokenSigner,
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  authorization = `Bearer ${signer.sign()}`,
) {
  return app.inject({ method, url, headers: { authorization } });
}

/** Every stored message, as the admin lists them. */
export async function storedContacts(app: FastifyInstance, signer: AdminTokenSigner): Promise<ContactMessage[]> {
  return (await asAdmin(app, signer, 'GET', API.adminContacts.path)).json<ContactMessage[]>();
}
