import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '@orbita/service-kit';
import { AdminRepository } from './admins/admin-repository.js';
import { ensureFirstAdmin } from './admins/first-admin.js';
import { WatermarkStore } from './admins/watermarks.js';
import type { AdminAuthConfig } from './config.js';
import type { AdminAuthContext } from './context.js';
import { assertPublicKeyMatches, loadAdminJwtKeys } from './keys/signing-keys.js';
import { LiveFeed } from './live-feed/live-feed.js';
import { LoginThrottle } from './login/login-throttle.js';
import { PasswordChecker } from './passwords/hashing.js';
import changePasswordRoute from './routes/change-password/index.js';
import eventsRoute from './routes/events/index.js';
import loginRoute from './routes/login/index.js';
import verifyRoute from './routes/verify/index.js';
import { createTokenIssuer } from './tokens/token-issuer.js';

/** The admin-auth service: the admin account, its tokens, and the dashboard's live feed. */
export default async function adminAuthApp(app: FastifyInstance, deps: ServiceDeps<AdminAuthConfig>): Promise<void> {
  const { config, db, kv, bus, outbox } = deps;
  if (!db) throw new Error('admin-auth needs its database');
  const keys = await loadAdminJwtKeys({ privateKeyPem: config.ADMIN_JWT_PRIVATE_KEY, dataDir: config.ORBITA_DATA_DIR });
  assertPublicKeyMatches(keys, config.ADMIN_JWT_PUBLIC_KEY);

  const admins = new AdminRepository(db);
  await ensureFirstAdmin({ admins, username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD, log: app.log });
  const context: AdminAuthContext = {
    admins,
    passwords: new PasswordChecker(),
    throttle: new LoginThrottle(kv, (error) => app.log.warn({ err: error }, 'login attempts counted in this process only')),
    issuer: createTokenIssuer({ privateKeyPem: keys.privateKeyPem, ttlSeconds: config.ADMIN_TOKEN_TTL_MINUTES * 60 }),
    watermarks: new WatermarkStore(kv, admins, app.log),
    outbox,
    feed: new LiveFeed(bus, config.ADMIN_EVENTS_HEARTBEAT_SECONDS * 1000),
  };
  context.watermarks.start();
  context.feed.start();
  // Open streams would otherwise keep the server from closing.
  app.addHook('preClose', async () => await context.feed.stop());
  app.addHook('onClose', async () => {
    context.watermarks.stop();
    await context.throttle.close();
  });

  await app.register(loginRoute, context);
  await app.register(verifyRoute);
  await app.register(changePasswordRoute, context);
  await app.register(eventsRoute, context);
}
