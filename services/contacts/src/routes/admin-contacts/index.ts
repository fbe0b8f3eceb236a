import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SUBJECTS } from '@orbita/proto-types';
import { contractRoute, serveAdminLists } from '@orbita/service-kit';
import { CONTACT_CSV_HEADER, contactActivity, contactCsvRows } from '../../contacts/contact-admin.js';
import { CONTACTS_CURSOR, contactStats, deleteContact, listContacts, markRead } from '../../contacts/contact-repository.js';
import type { ContactsContext } from '../../context.js';
import { ContactNotFoundError, InvalidCursorError } from '../../errors.js';

/** The admin's calls. The gateway checks the token too; checking it here keeps a direct call closed. */
const adminContactsRoutes: FastifyPluginAsyncTypebox<ContactsContext> = async (app, { data }) => {
  app.addHook('onRequest', app.requireAdmin);

  serveAdminLists(app, data.pool, {
    list: { name: 'adminContacts', cursor: CONTACTS_CURSOR, invalidCursor: InvalidCursorError, read: listContacts },
    stats: { name: 'adminContactStats', read: contactStats },
    export: { name: 'adminExportContacts', fileName: 'contatti', header: CONTACT_CSV_HEADER, rows: contactCsvRows },
    activity: { name: 'adminContactActivity', read: contactActivity },
  });

  app.route({
    ...contractRoute('adminMarkContactRead'),
    handler: async (request) => {
      const contactId = request.params.id;
      const outcome = await data.transaction(request.log, async (tx) => {
        const read = await markRead(tx.client, contactId);
        if (read?.changed) await tx.emit(SUBJECTS.contactRead, { contactId });
        return read;
      });
      if (!outcome) throw new ContactNotFoundError();
      return outcome.contact;
    },
  });

  app.route({
    ...contractRoute('adminDeleteContact'),
    handler: async (request, reply) => {
      const contactId = request.params.id;
      const deleted = await data.transaction(request.log, async (tx) => {
        const existed = await deleteContact(tx.client, contactId);
        if (existed) await tx.emit(SUBJECTS.contactDeleted, { contactId });
        return existed;
      });
      if (!deleted) throw new ContactNotFoundError();
      return reply.status(204).send(null);
    },
  });
};

export default adminContactsRoutes;
