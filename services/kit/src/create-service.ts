import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { Type, type Static, type TObject, type TProperties } from 'typebox';
import { CHOICE_LABELS, REFUSAL } from '@orbita/proto-types';
import { edgeServerFactory } from './tracing/edge-server.js';
import { linkClientTraces } from './tracing/client-link.js';
import { adminAuthPlugin } from './auth/admin-auth.js';
import type { Bus } from './bus/bus.js';
import { NatsBus } from './bus/nats-bus.js';
import { ConfigError, readConfig, type BaseConfig } from './config.js';
import { migrate } from './db/migrate.js';
import { startOutboxRelay } from './db/outbox.js';
import { createPool } from './db/pool.js';
import { serviceData, type ServiceData } from './db/service-data.js';
import { answerOtherMethods, recordApiRoutes } from './http/api-routes.js';
import { refuseWhileClosing } from './http/closing.js';
import { DependencyLog } from './http/dependency-log.js';
import { OneLinePerRequest } from './http/access-log.js';
import { logFormatFor, logStream } from './http/log-stream.js';
import { registerErrorHandling } from './http/error-handler.js';
import { healthPlugin } from './http/health.js';
import { metricsPlugin } from './http/metrics.js';
import { ownRequestId, requestIdOf, REQUEST_ID_HEADER } from './http/request-id.js';
import { answerServerRefusals, frameworkErrorOptions } from './http/framework-errors.js';
import { registerSecurityHeaders, securityHeadersFor } from './http/security-headers.js';
import { refuseUnsafeText } from './http/text-safety.js';
import { believeForwardingOnlyFromGateway } from './http/gateway-proof.js';
import { parseTrustedProxies, type TrustedProxies } from './http/trusted-proxies.js';
import type { Kv } from './kv/kv.js';
import { RedisKv } from './kv/redis-kv.js';

export interface ServiceDeps<C> {
  config: C;
  /** The service's own schema and the outbox of its events; null for a service that keeps no data. */
  data: ServiceData | null;
  kv: Kv;
  bus: Bus;
}

export interface ServiceDefinition<P extends TProperties> {
  name: string;
  defaultPort: number;
  /** Settings of this service besides the shared ones. */
  config?: TObject<P>;
  /** Postgres schema the service owns, with the folder of its migrations. */
  database?: { schema: string; migrationsDir: string };
  /** Largest request body the service accepts. */
  bodyLimit?: number;
  /** Security headers; an API service answers only JSON, so by default nothing may be loaded from it. */
  helmet?: FastifyHelmetOptions;
  /** admin-auth: it owns the admin accounts, so it checks a token's `sub` in its database, not over the bus. */
  ownsAdminAccounts?: boolean;
  /** The gateway: it faces the clients and sends `GATEWAY_SECRET` rather than asking for it. */
  facesClients?: boolean;
  app: FastifyPluginAsync<ServiceDeps<BaseConfig & Static<TObject<P>>>>;
}

export interface ServiceOptions {
  env: NodeJS.ProcessEnv;
  /** Shared adapters of the embedded mode; a standalone service builds its own from the URLs. */
  kv?: Kv;
  bus?: Bus;
  logger?: FastifyBaseLogger | boolean;
  /** Extra environment defaults, below what `env` says (the embedded mode's data folder, say). */
  defaults?: Record<string, unknown>;
}

/**
 * A client's whole request (head and body, a 10 MB photo on a slow phone included) must arrive
 * within this long, its head within CLIENT_HEADERS_TIMEOUT_MS; Node checks every second and
 * answers 408 in Italian (framework-errors.ts). Only where clients connect: a service hears the
 * gateway, which already holds them to it.
 */
export const CLIENT_REQUEST_TIMEOUT_MS = 60_000;
export const CLIENT_HEADERS_TIMEOUT_MS = 10_000;

export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

const API_SECURITY_HEADERS: FastifyHelmetOptions = {
  global: true,
  // Only these two: helmet's defaults would add directives about pages to every JSON answer.
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  frameguard: { action: 'deny' },
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared settings this service was built with (where to listen, mostly). */
    baseConfig: BaseConfig;
    /** Where outages of Postgres, Redis and NATS are logged, once as they start and once as they end. */
    dependencies: DependencyLog;
  }
}

/**
 * Builds a ready-to-listen service: validated configuration, logging with request ids, security
 * headers, Italian errors, health routes, the service's database (migrated), KV and bus, then the
 * service's own routes. Tests call this and use `inject`; `runService` adds listening and a
 * graceful close.
 */
export async function createService<P extends TProperties>(
  definition: ServiceDefinition<P>,
  options: ServiceOptions,
): Promise<FastifyInstance> {
  const config = readConfig(definition.name, definition.config ?? Type.Object({} as P), options.env, {
    PORT: definition.defaultPort,
    ...options.defaults,
  });
  if (definition.database && !config.DATABASE_URL) {
    throw new ConfigError(`${definition.name}: DATABASE_URL is not set (e.g. postgres://user@host:5432/orbita)`);
  }
  if (!options.bus && !config.NATS_URL) throw new ConfigError(`${definition.name}: NATS_URL is not set (e.g. nats://host:4222)`);
  if (!options.kv && !config.REDIS_URL) throw new ConfigError(`${definition.name}: REDIS_URL is not set (e.g. redis://host:6379)`);
  const trustProxy = trustedProxiesOf(definition.name, config.TRUSTED_PROXIES);
  const helmet = definition.helmet ?? API_SECURITY_HEADERS;
  const securityHeaders = securityHeadersFor(helmet);

  const app = Fastify({
    logger:
      options.logger === undefined
        ? { level: config.LOG_LEVEL, base: { service: definition.name }, stream: logStream(logFormatFor(config.LOG_FORMAT)) }
        : typeof options.logger === 'boolean'
          ? options.logger
          : undefined,
    loggerInstance: typeof options.logger === 'object' ? options.logger.child({ service: definition.name }) : undefined,
    logController: new OneLinePerRequest(),
    genReqId: definition.facesClients ? ownRequestId : requestIdOf,
    bodyLimit: definition.bodyLimit ?? 1024 * 1024,
    // Who the client is: the connection's address, or what the proxies named in TRUSTED_PROXIES forwarded.
    trustProxy,
    ...(config.GATEWAY_SECRET && !definition.facesClients
      ? { rewriteUrl: believeForwardingOnlyFromGateway(config.GATEWAY_SECRET) }
      : {}),
    // Its 503 while closing is English and bare: refuseWhileClosing answers instead.
    return503OnClosing: false,
    // REFUSAL and CHOICE_LABELS are annotations of the contracts (words for a person), not rules: Ajv only has to know them.
    ajv: { customOptions: { allErrors: false, coerceTypes: false, removeAdditional: true, keywords: [REFUSAL, CHOICE_LABELS] } },
    // Refusals raised before any route runs (bad URL, unreadable request) answer like every other error.
    ...frameworkErrorOptions(securityHeaders),
    http: { requireHostHeader: false, ...(definition.facesClients ? { connectionsCheckingInterval: 1000 } : {}) },
    ...(definition.facesClients ? { requestTimeout: CLIENT_REQUEST_TIMEOUT_MS } : {}),
    // The edge starts each request's trace itself: see tracing/edge-server.ts (it applies the settings above).
    ...(definition.facesClients ? { serverFactory: edgeServerFactory } : {}),
  }).withTypeProvider<TypeBoxTypeProvider>();
  if (definition.facesClients) {
    linkClientTraces(app);
    app.server.headersTimeout = CLIENT_HEADERS_TIMEOUT_MS;
  }

  app.decorate('baseConfig', config as BaseConfig);
  const dependencies = new DependencyLog(app.log);
  app.decorate('dependencies', dependencies);
  app.addHook('onSend', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
  registerErrorHandling(app);
  refuseUnsafeText(app);
  await registerSecurityHeaders(app, helmet);
  answerServerRefusals(app, securityHeaders);
  refuseWhileClosing(app);
  await app.register(healthPlugin, { service: definition.name, publicReadiness: definition.facesClients === true });
  await app.register(metricsPlugin, { service: definition.name, port: config.METRICS_PORT, host: config.HOST });

  const ownsKv = !options.kv;
  const kv =
    options.kv ??
    (await RedisKv.connect({
      url: config.REDIS_URL!,
      onError: (error) => dependencies.down('redis', error),
      onReady: () => dependencies.up('redis'),
    }));
  const ownsBus = !options.bus;
  const bus =
    options.bus ??
    new NatsBus({
      servers: config.NATS_URL!,
      name: definition.name,
      dependencies,
      onError: (error, where) => app.log.warn({ err: error, where }, 'event handler failed'),
    });
  app.addReadinessCheck({ name: kv.kind === 'redis' ? 'redis' : 'kv', critical: false, check: () => kv.ping() });
  app.addReadinessCheck({ name: bus.kind === 'nats' ? 'nats' : 'bus', critical: false, check: () => bus.ping() });
  // A subscription whose consumer is gone hears nothing (the live feed, password changes): say so.
  app.addReadinessCheck({
    name: 'consumers',
    critical: false,
    check: async () => {
      const consumers = bus.consumers();
      const missing = consumers.filter((consumer) => !consumer.attached).map((consumer) => consumer.subject);
      if (missing.length > 0) throw new Error(`no consumer for ${[...new Set(missing)].join(', ')}`);
      return `${consumers.length} attached`;
    },
  });

  let data: ServiceData | null = null;
  if (definition.database) {
    const { schema, migrationsDir } = definition.database;
    await migrate({ databaseUrl: config.DATABASE_URL!, schema, dir: migrationsDir, log: (m) => app.log.debug(m) });
    const pool = createPool({
      url: config.DATABASE_URL!,
      schema,
      max: config.DATABASE_POOL_MAX,
      onDown: (error, since) => dependencies.down('postgres', error, since),
      onUp: () => dependencies.up('postgres'),
    });
    const relay = startOutboxRelay({ pool, bus, dependencies });
    data = serviceData(pool, relay);
    app.addReadinessCheck({ name: 'postgres', critical: true, check: async () => void (await pool.query('SELECT 1')) });
    app.addReadinessCheck({
      name: 'outbox',
      critical: false,
      check: async () => {
        const pending = await relay.pending();
        if (pending > 100) throw new Error(`${pending} events waiting to be published`);
        return `${pending} waiting`;
      },
    });
  }

  const release = async () => {
    await data?.outbox.stop();
    await data?.pool.end();
    if (ownsBus) await bus.close();
    if (ownsKv) await kv.close();
  };
  try {
    await app.register(adminAuthPlugin, {
      publicKey: config.ADMIN_JWT_PUBLIC_KEY,
      kv,
      bus,
      askAdminAuthForAccounts: !definition.ownsAdminAccounts,
      maxLifetimeSeconds: config.ADMIN_TOKEN_TTL_MINUTES * 60,
    });
    recordApiRoutes(app);
    await app.register(definition.app, { config, data, kv, bus });
    answerOtherMethods(app);
  } catch (error) {
    // A service that cannot start (a refused setting, say) leaves nothing behind: no outbox relay polling
    // Postgres every second, no pool, no connection of its own.
    await release();
    throw error;
  }
  app.addHook('onClose', release);
  return app;
}

/** Fastify counts hops with a function (its types do not take the number its docs describe). */
function trustedProxiesOf(service: string, value: string | undefined): Exclude<TrustedProxies, number> | ((address: string, hop: number) => boolean) {
  let trusted: TrustedProxies;
  try {
    trusted = parseTrustedProxies(value);
  } catch (error) {
    throw new ConfigError(`${service}: ${(error as Error).message}`);
  }
  if (typeof trusted !== 'number') return trusted;
  const hops = trusted;
  return (_address, hop) => hop < hops;
}

/** The data of a service that declares a database; a clear failure for one that forgot to. */
export function requireData<C>(deps: ServiceDeps<C>, service: string): ServiceData {
  if (!deps.data) throw new Error(`${service}: needs its database (ServiceDefinition.database)`);
  return deps.data;
}
