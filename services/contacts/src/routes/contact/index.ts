import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, ContactCreated, ContactRequest } from '@orbita/proto-types';
import { creationRoute } from '@orbita/service-kit';
import { specViolation } from '../../contacts/contact-input.js';
import { createContact } from '../../contacts/create-contact.js';
import type { ContactsContext } from '../../context.js';
import { InvalidContactError } from '../../errors.js';

/** Spec rules first, then the schema; stored and announced in one transaction, 201 once committed. */
const contactRoute: FastifyPluginAsyncTypebox<ContactsContext> = async (app, { data, limits }) => {
  const input = { first: specViolation, firstError: InvalidContactError };
  const schema = { body: ContactRequest, created: ContactCreated };
  app.route(creationRoute({ row: API.contact, limit: limits.create, input, schema, data, create: createContact }));
};

export default contactRoute;
