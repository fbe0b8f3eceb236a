import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '@orbita/service-kit';
import type { GatewayConfig } from './config.js';
import { registerApiDocs } from './api-docs.js';
import { registerClientLimits } from './client-limits.js';
import { registerConnectionHygiene } from './connection-hygiene.js';
import { registerFrontend } from './frontend.js';
import { registerProxies } from './proxy.js';
import { addUpstreamChecks } from './readiness.js';
import { upstreamsFrom } from './upstreams.js';

/**
 * The gateway routes and authenticates; everything else happens in the services. Its hooks reach
 * the whole server (readiness included), not only the routes it adds: every path a client can
 * reach is counted.
 */
export default async function gatewayApp(app: FastifyInstance, deps: ServiceDeps<GatewayConfig>): Promise<void> {
  const { config, kv } = deps;
  const upstreams = upstreamsFrom(config);
  registerConnectionHygiene(app);
  registerClientLimits(app, { kv, perMinute: config.RATE_LIMIT_PER_MINUTE, concurrent: config.CONCURRENT_REQUESTS_PER_ADDRESS });
  addUpstreamChecks(app, upstreams);
  await registerProxies(app, {
    upstreams,
    kv,
    budgetPerMinute: config.REQUEST_BUDGET_PER_MINUTE,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    bodyTimeoutMs: config.BODY_TIMEOUT_MS,
    secret: config.GATEWAY_SECRET,
  });
  await registerApiDocs(app);
  await registerFrontend(app, { frontendUrl: config.FRONTEND_URL, dist: config.FRONTEND_DIST, siteUrl: config.ORBITA_SITE_URL });
}

// Not encapsulated: the limits' hook runs for the health routes and the 404s too.
(gatewayApp as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
