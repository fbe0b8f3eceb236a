import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContactCreated, ContactRequest, ErrorBody, SUBJECTS } from '@orbita/proto-types';
import { enqueueEvent, inTransaction } from '@orbita/service-kit';
import { ContactInputError, normalizeContact, specViolation, type NewContact } from '../../contacts/contact-input.js';
import { insertContact } from '../../contacts/contact-repository.js';
import { publishSoon, type ContactsContext } from '../../context.js';
import { InvalidContactError } from '../../errors.js';
import { contactCreationLimit } from '../../limits.js';

const SENT = 'Messaggio inviato con successo';

/** Spec §5 has its own messages for a missing field and a wrong e-mail; say them before the schema would. */
async function applySpecRules(request: { body: unknown }): Promise<void> {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const violation = specViolation(body as Record<string, unknown>);
  if (violation) throw new InvalidContactError(violation);
}

function validated(request: ContactRequest): NewContact {
  try {
    return normalizeContact(request);
  } catch (error) {
    if (error instanceof ContactInputError) throw new InvalidContactError(error.message);
    throw error;
  }
}

const contactRoute: FastifyPluginAsyncTypebox<ContactsContext> = async (app, context) => {
  app.post(
    '/api/contact',
    {
      onRequest: contactCreationLimit(context, app.log),
      preValidation: applySpecRules,
      schema: {
        body: ContactRequest,
        response: { 201: ContactCreated, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const input = validated(request.body);
      // Committed before the answer: a 2xx means the message is stored.
      const contact = await inTransaction(context.db, async (client) => {
        const created = await insertContact(client, input);
        await enqueueEvent(client, SUBJECTS.contactCreated, {
          contactId: created.id,
          name: created.name,
          ...(created.subject === undefined ? {} : { subject: created.subject }),
        });
        return created;
      });
      publishSoon(context.outbox, request.log);
      return reply.status(201).send({ id: contact.id, createdAt: contact.createdAt, message: SENT });
    },
  );
};

export default contactRoute;
