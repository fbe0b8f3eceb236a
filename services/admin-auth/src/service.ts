import { fileURLToPath } from 'node:url';
import { SERVICES } from '@orbita/proto-types';
import type { ServiceDefinition } from '@orbita/service-kit';
import adminAuthApp from './app.js';
import { AdminAuthSettings } from './config.js';

export const adminAuthService: ServiceDefinition<(typeof AdminAuthSettings)['properties']> = {
  name: 'admin-auth',
  defaultPort: SERVICES['admin-auth'].port,
  config: AdminAuthSettings,
  ownsAdminAccounts: true,
  database: { schema: 'admin_auth', migrationsDir: fileURLToPath(new URL('../migrations', import.meta.url)) },
  app: adminAuthApp,
};
