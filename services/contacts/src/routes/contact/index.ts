import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { creationRoute } from '@orbita/service-kit';
import { specViolation } from '../../contacts/contact-input.js';
import { createContact } from '../../contacts/create-contact.js';
import type { ContactsContext } from '../../context.js';
import { InvalidContactError } from '../../errors.js';

/** Spec rules first, then the schema; stored and announced in one transaction, 201 once committed. */
const contactRoute: FastifyPluginAsyncTypebox<ContactsContext> = async (app, { data, limits }) => {
  const input = { first: specViolation, firstError: InvalidContactError };
  app.route(creationRoute({ name: 'contact', limit: limits.create, input, data, create: createContact }));
};

export default contactRoute;
