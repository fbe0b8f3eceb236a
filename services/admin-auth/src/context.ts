import type { FastifyInstance } from 'fastify';
import { requireData, type ServiceDeps } from '@orbita/service-kit';
import { AccountSlowdown, SLOWDOWN_DEFAULTS } from './admins/account-slowdown.js';
import { AdminRepository } from './admins/admin-repository.js';
import { ensureFirstAdmin } from './admins/first-admin.js';
import { answerAccountQuestions, requireExistingAccount } from './admins/known-accounts.js';
import { WatermarkStore } from './admins/watermarks.js';
import type { AdminAuthConfig } from './config.js';
import { assertPublicKeyMatches, loadAdminJwtKeys } from './keys/signing-keys.js';
import { adminAuthLimits, type AdminAuthLimits } from './limits.js';
import { LiveFeed } from './live-feed/live-feed.js';
import { PasswordChecker } from './passwords/hashing.js';
import { createTokenIssuer, type TokenIssuer } from './tokens/token-issuer.js';

/** What the routes of admin-auth work with, built once in `app.ts`. */
export interface AdminAuthContext {
  admins: AdminRepository;
  passwords: PasswordChecker;
  limits: AdminAuthLimits;
  slowdown: AccountSlowdown;
  issuer: TokenIssuer;
  watermarks: WatermarkStore;
  feed: LiveFeed;
  /** onRequest after `app.requireAdmin`: refuses a token whose `sub` is no account. */
  requireExistingAccount: ReturnType<typeof requireExistingAccount>;
}

/**
 * Loads the signing key (refusing one that does not match the public key the other services
 * verify with), creates the first admin if there is none, and starts the watermark copy and the
 * live feed, stopped with the service.
 */
export async function adminAuthContext(app: FastifyInstance, deps: ServiceDeps<AdminAuthConfig>): Promise<AdminAuthContext> {
  const { config, kv, bus } = deps;
  const keys = await loadAdminJwtKeys({ privateKeyPem: config.ADMIN_JWT_PRIVATE_KEY, dataDir: config.ORBITA_DATA_DIR });
  assertPublicKeyMatches(keys, config.ADMIN_JWT_PUBLIC_KEY);

  const admins = new AdminRepository(requireData(deps, 'admin-auth'));
  await ensureFirstAdmin({ admins, username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD, log: app.log });
  const context: AdminAuthContext = {
    admins,
    passwords: new PasswordChecker(),
    limits: adminAuthLimits(deps),
    slowdown: new AccountSlowdown(kv, app.log, { ...SLOWDOWN_DEFAULTS, freeFailures: config.ADMIN_LOGIN_SLOWDOWN_AFTER }),
    issuer: createTokenIssuer({ privateKeyPem: keys.privateKeyPem, ttlSeconds: config.ADMIN_TOKEN_TTL_MINUTES * 60 }),
    watermarks: new WatermarkStore(kv, admins, app.dependencies),
    feed: new LiveFeed(bus, config.ADMIN_EVENTS_HEARTBEAT_SECONDS * 1000),
    requireExistingAccount: requireExistingAccount(admins),
  };
  context.watermarks.start();
  context.feed.start();
  const answering = await answerAccountQuestions(bus, admins, app.log);
  // Open streams would otherwise keep the server from closing.
  app.addHook('preClose', async () => await context.feed.stop());
  app.addHook('onClose', async () => context.watermarks.stop());
  app.addHook('onClose', async () => await answering.stop());
  return context;
}
