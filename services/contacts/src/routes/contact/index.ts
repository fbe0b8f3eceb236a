import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, ContactCreated, ContactRequest, ErrorBody, SUBJECTS } from '@orbita/proto-types';
import { checkInput, served } from '@orbita/service-kit';
import { normalizeContact, specViolation } from '../../contacts/contact-input.js';
import { insertContact } from '../../contacts/contact-repository.js';
import type { ContactsContext } from '../../context.js';
import { InvalidContactError } from '../../errors.js';

const SENT = 'Messaggio inviato con successo';

const contactRoute: FastifyPluginAsyncTypebox<ContactsContext> = async (app, { data, limits }) => {
  app.route({
    ...served(API.contact),
    onRequest: limits.create,
    ...checkInput({ first: specViolation, firstError: InvalidContactError }),
    schema: { body: ContactRequest, response: { 201: ContactCreated, 400: ErrorBody, 429: ErrorBody } },
    handler: async (request, reply) => {
      const input = normalizeContact(request.body);
      // Committed before the answer: a 2xx means the message is stored.
      const contact = await data.transaction(request.log, async (tx) => {
        const created = await insertContact(tx.client, input);
        await tx.emit(SUBJECTS.contactCreated, {
          contactId: created.id,
          name: created.name,
          ...(created.subject === undefined ? {} : { subject: created.subject }),
        });
        return created;
      });
      return reply.status(201).send({ id: contact.id, createdAt: contact.createdAt, message: SENT });
    },
  });
};

export default contactRoute;
