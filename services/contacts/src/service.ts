import { fileURLToPath } from 'node:url';
import { SERVICES } from '@orbita/proto-types';
import type { ServiceDefinition } from '@orbita/service-kit';
import contactsApp from './app.js';
import { ContactsSettings } from './config.js';

export const contactsService: ServiceDefinition<(typeof ContactsSettings)['properties']> = {
  name: 'contacts',
  defaultPort: SERVICES['contacts'].port,
  config: ContactsSettings,
  database: { schema: 'contacts', migrationsDir: fileURLToPath(new URL('../migrations', import.meta.url)) },
  app: contactsApp,
};
