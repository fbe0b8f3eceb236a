import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContactList, ContactMessage, ErrorBody, IdParams, OkAnswer, SUBJECTS } from '@orbita/proto-types';
import { enqueueEvent, inTransaction } from '@orbita/service-kit';
import { deleteContact, listContacts, markRead } from '../../contacts/contact-repository.js';
import { publishSoon, type ContactsContext } from '../../context.js';
import { ContactNotFoundError } from '../../errors.js';

const byId = { params: IdParams };
const failures = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

/** The admin's calls. The gateway checks the token too; checking it here keeps a direct call closed. */
const adminContactsRoutes: FastifyPluginAsyncTypebox<ContactsContext> = async (app, context) => {
  app.get(
    '/api/admin/contacts',
    { preHandler: app.requireAdmin, schema: { response: { 200: ContactList, 401: ErrorBody } } },
    async () => await listContacts(context.db),
  );

  app.put(
    '/api/admin/contacts/:id/read',
    { preHandler: app.requireAdmin, schema: { ...byId, response: { 200: ContactMessage, ...failures } } },
    async (request) => {
      const contactId = request.params.id;
      const outcome = await inTransaction(context.db, async (client) => {
        const read = await markRead(client, contactId);
        if (read?.changed) await enqueueEvent(client, SUBJECTS.contactRead, { contactId });
        return read;
      });
      if (!outcome) throw new ContactNotFoundError();
      if (outcome.changed) publishSoon(context.outbox, request.log);
      return outcome.contact;
    },
  );

  app.delete(
    '/api/admin/contacts/:id',
    { preHandler: app.requireAdmin, schema: { ...byId, response: { 200: OkAnswer, ...failures } } },
    async (request) => {
      const contactId = request.params.id;
      const deleted = await inTransaction(context.db, async (client) => {
        const existed = await deleteContact(client, contactId);
        if (existed) await enqueueEvent(client, SUBJECTS.contactDeleted, { contactId });
        return existed;
      });
      if (!deleted) throw new ContactNotFoundError();
      publishSoon(context.outbox, request.log);
      return { ok: true as const };
    },
  );
};

export default adminContactsRoutes;
