import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '@orbita/service-kit';
import type { AdminAuthConfig } from './config.js';
import { adminAuthContext } from './context.js';
import changePasswordRoute from './routes/change-password/index.js';
import eventsRoute from './routes/events/index.js';
import loginRoute from './routes/login/index.js';
import verifyRoute from './routes/verify/index.js';

/** The admin-auth service: the admin account, its tokens, and the dashboard's live feed. */
export default async function adminAuthApp(app: FastifyInstance, deps: ServiceDeps<AdminAuthConfig>): Promise<void> {
  const context = await adminAuthContext(app, deps);
  await app.register(loginRoute, context);
  await app.register(verifyRoute, context);
  await app.register(changePasswordRoute, context);
  await app.register(eventsRoute, context);
}
