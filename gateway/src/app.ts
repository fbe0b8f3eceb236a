import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '@orbita/service-kit';
import type { GatewayConfig } from './config.js';
import { registerApiDocs } from './api-docs.js';
import { registerFrontend } from './frontend.js';
import { registerProxies } from './proxy.js';
import { addUpstreamChecks } from './readiness.js';
import { upstreamsFrom } from './upstreams.js';

/** The gateway routes and authenticates; everything else happens in the services. */
export default async function gatewayApp(app: FastifyInstance, deps: ServiceDeps<GatewayConfig>): Promise<void> {
  const { config, kv } = deps;
  const upstreams = upstreamsFrom(config);
  addUpstreamChecks(app, upstreams);
  await registerProxies(app, {
    upstreams,
    kv,
    ratePerMinute: config.RATE_LIMIT_PER_MINUTE,
    budgetPerMinute: config.REQUEST_BUDGET_PER_MINUTE,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    secret: config.GATEWAY_SECRET,
  });
  await registerApiDocs(app);
  await registerFrontend(app, { frontendUrl: config.FRONTEND_URL, dist: config.FRONTEND_DIST, siteUrl: config.ORBITA_SITE_URL });
}
