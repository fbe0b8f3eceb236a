import { Type, type Static } from 'typebox';
import type { BaseConfig } from '@orbita/service-kit';

export const AdminAuthSettings = Type.Object({
  /** The administrator created at first start. */
  ADMIN_USERNAME: Type.String({ minLength: 1, maxLength: 64, default: 'admin' }),
  /** Password of that administrator at first start; without it a random one is generated and logged once. */
  ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: 1 })),
  /** PKCS#8 PEM of the Ed25519 key that signs admin tokens; only admin-auth holds it. */
  ADMIN_JWT_PRIVATE_KEY: Type.Optional(Type.String({ minLength: 1 })),
  /** Embedded mode's data folder: without a private key, one is generated once and kept there. */
  ORBITA_DATA_DIR: Type.Optional(Type.String({ minLength: 1 })),
  /**
   * Failed logins on one account, from any address, before each further attempt from an address
   * the account never signed in from waits (1 s, doubling every five failures, up to 30 s).
   */
  ADMIN_LOGIN_SLOWDOWN_AFTER: Type.Integer({ minimum: 1, maximum: 10_000, default: 10 }),
  /** How often the live feed sends a heartbeat, so proxies keep an idle stream open. */
  ADMIN_EVENTS_HEARTBEAT_SECONDS: Type.Integer({ minimum: 1, maximum: 120, default: 20 }),
});
export type AdminAuthConfig = BaseConfig & Static<typeof AdminAuthSettings>;
