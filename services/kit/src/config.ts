import envSchema from 'env-schema';
import { Type, type Static, type TObject, type TProperties } from 'typebox';

/** Settings every service reads. Each service adds its own with `serviceConfig`. */
export const BaseConfig = Type.Object({
  HOST: Type.String({ default: '0.0.0.0' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535 }),
  LOG_LEVEL: Type.String({ default: 'info' }),
  /** `json` or `pretty`; unset, readable lines at a terminal and JSON anywhere else. */
  LOG_FORMAT: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('pretty')])),
  /** Port of the separate Prometheus listener (`GET /metrics`); without it no metrics are served. */
  METRICS_PORT: Type.Optional(Type.Integer({ minimum: 0, maximum: 65535 })),
  /** Postgres connection string; required for a service that owns a schema. */
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  /** Connections each service keeps open to Postgres at most. */
  DATABASE_POOL_MAX: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  /** Redis connection string; without it only the embedded mode may run, with an in-memory KV. */
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  /** NATS servers, comma separated; without it only the embedded mode may run. */
  NATS_URL: Type.Optional(Type.String({ minLength: 1 })),
  /**
   * Proxies whose `X-Forwarded-For` is believed: a hop count, or addresses and CIDRs. Unset trusts
   * none. The gateway names what stands in front of it (an ingress); a service names the gateway.
   */
  TRUSTED_PROXIES: Type.Optional(Type.String()),
  /**
   * A secret the gateway sends with every request it forwards. Where it is set, a service believes
   * a forwarded address only from a request that carries it, whatever address the request came from.
   */
  GATEWAY_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  /** PEM (SPKI) public key that verifies admin tokens. */
  ADMIN_JWT_PUBLIC_KEY: Type.Optional(Type.String({ minLength: 1 })),
  /**
   * How long an admin token is valid: admin-auth issues tokens for this long, and the gateway and
   * every service refuse one whose `exp` lies further from its `iat`, so give all of them the same value.
   */
  ADMIN_TOKEN_TTL_MINUTES: Type.Integer({ minimum: 5, maximum: 720, default: 240 }),
});
export type BaseConfig = Static<typeof BaseConfig>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and validates configuration once, at start-up. `process.env` is read nowhere else:
 * services receive the object this returns.
 */
export function readConfig<P extends TProperties>(
  serviceName: string,
  extra: TObject<P>,
  env: NodeJS.ProcessEnv,
  defaults: Record<string, unknown> = {},
): BaseConfig & Static<TObject<P>> {
  const schema = Type.Object({ ...BaseConfig.properties, ...extra.properties });
  const data = { ...defaults, ...withoutEmpty(env) };
  try {
    // `env: false`: env-schema would otherwise merge process.env back over `data`, and with it the
    // empty variables left out above (Compose passes `OPENAI_BASE_URL=` from the default .env).
    return envSchema({ schema, data, dotenv: false, env: false }) as BaseConfig & Static<TObject<P>>;
  } catch (error) {
    throw new ConfigError(`${serviceName}: invalid configuration: ${(error as Error).message}`);
  }
}

/** An empty variable (`FOO=`) means "not set", as in `.env` files. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string
  >;
}
