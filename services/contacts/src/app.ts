import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '@orbita/service-kit';
import type { ContactsConfig } from './config.js';
import { contactsContext } from './context.js';
import adminContactsRoutes from './routes/admin-contacts/index.js';
import contactRoute from './routes/contact/index.js';

/** The contacts service: visitors write to the team; the admin reads, marks read and deletes. */
export default async function contactsApp(app: FastifyInstance, deps: ServiceDeps<ContactsConfig>): Promise<void> {
  const context = contactsContext(deps);
  await app.register(contactRoute, context);
  await app.register(adminContactsRoutes, context);
}
