import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { SERVICE_NAMES, SERVICES, type ServiceName } from '@orbita/proto-types';
import { createService, DependencyLog, MemoryBus, MemoryKv, NatsBus, RedisKv, type Bus, type Kv, type ServiceOptions } from '@orbita/service-kit';
import { gatewayService } from '@orbita/gateway';
import { adminAuthService, loadAdminJwtKeys } from '@orbita/admin-auth';
import { aiVisionService } from '@orbita/ai-vision';
import { contactsService } from '@orbita/contacts';
import { suggestionsService } from '@orbita/suggestions';
import { toolsService } from '@orbita/tools';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded-database.js';

/** How each service is built; one closure each, so every definition keeps its own settings type. */
const SERVICE_BUILDERS: Record<ServiceName, (options: ServiceOptions) => Promise<FastifyInstance>> = {
  tools: (options) => createService(toolsService, options),
  suggestions: (options) => createService(suggestionsService, options),
  contacts: (options) => createService(contactsService, options),
  'admin-auth': (options) => createService(adminAuthService, options),
  'ai-vision': (options) => createService(aiVisionService, options),
};

export interface HubOptions {
  env: NodeJS.ProcessEnv;
  logger: FastifyBaseLogger;
}

export interface Hub {
  url: string;
  close(): Promise<void>;
}

/**
 * The whole of Orbita in one process: every service on its own loopback port and the gateway in
 * front, as in production, sharing one KV and one bus. Postgres, Redis and NATS are used when
 * their URLs are set; otherwise PGlite, an in-memory KV and an in-process bus stand in.
 */
export async function startHub({ env, logger }: HubOptions): Promise<Hub> {
  const dataDir = path.resolve(env.ORBITA_DATA_DIR || '.data');
  const keys = await loadAdminJwtKeys({ privateKeyPem: env.ADMIN_JWT_PRIVATE_KEY, dataDir });
  const database: EmbeddedDatabase | null = env.DATABASE_URL ? null : await startEmbeddedDatabase(dataDir);
  // The shared KV and bus retry every second or two while their server is away: one line when it goes, one when it is back.
  const dependencies = new DependencyLog(logger);
  const kv: Kv = env.REDIS_URL
    ? await RedisKv.connect({ url: env.REDIS_URL, onError: (e) => dependencies.down('redis', e), onReady: () => dependencies.up('redis') })
    : new MemoryKv();
  const bus: Bus = env.NATS_URL
    ? new NatsBus({
        servers: env.NATS_URL,
        name: 'orbita',
        dependencies,
        onError: (e, where) => logger.warn({ err: e, where }, 'event handler failed'),
      })
    : new MemoryBus();

  // Metrics are for deployed services, each on its own port; one process cannot host them all.
  const { METRICS_PORT: _metricsPort, ...inherited } = env;
  const shared = {
    ...inherited,
    // Every process on this machine reaches the services from loopback, as the gateway does: the
    // services believe a forwarded address only with this secret, which the gateway alone is given.
    GATEWAY_SECRET: env.GATEWAY_SECRET || randomBytes(32).toString('base64url'),
    DATABASE_URL: env.DATABASE_URL || database!.url,
    DATABASE_POOL_MAX: env.DATABASE_POOL_MAX || (database ? '4' : '10'),
    ADMIN_JWT_PUBLIC_KEY: keys.publicKeyPem,
    ORBITA_DATA_DIR: dataDir,
    HOST: '127.0.0.1',
  };
  const started: FastifyInstance[] = [];
  const close = async () => {
    for (const app of started.reverse()) await app.close().catch((e: Error) => logger.error({ err: e }, 'service did not close cleanly'));
    await bus.close();
    await kv.close();
    await database?.stop();
  };

  try {
    const serviceUrls: Record<string, string> = {};
    for (const name of SERVICE_NAMES) {
      const serviceEnv = {
        ...shared,
        // Only the gateway is reached from outside: services take any free loopback port, so
        // several hubs (a test beside a running one, say) never collide.
        PORT: '0',
        // A service believes the forwarded address of the gateway alone: from loopback, with the secret.
        TRUSTED_PROXIES: 'loopback',
        ...(name === 'admin-auth' ? { ADMIN_JWT_PRIVATE_KEY: keys.privateKeyPem } : {}),
      };
      const app = await SERVICE_BUILDERS[name]({ env: serviceEnv, kv, bus, logger });
      started.push(app);
      await app.listen({ host: '127.0.0.1', port: 0 });
      serviceUrls[SERVICES[name].urlVariable] = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    }
    const gatewayPort = Number(env.PORT || 8080);
    const gateway = await createService(gatewayService, {
      env: { ...shared, ...serviceUrls, HOST: env.HOST || '0.0.0.0', PORT: String(gatewayPort) },
      kv,
      bus,
      logger,
    });
    started.push(gateway);
    await gateway.listen({ host: gateway.baseConfig.HOST, port: gateway.baseConfig.PORT });
    return { url: `http://localhost:${gatewayPort}`, close };
  } catch (error) {
    await close();
    throw error;
  }
}
