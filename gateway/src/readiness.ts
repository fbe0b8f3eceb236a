import type { FastifyInstance } from 'fastify';
import { SERVICE_NAMES } from '@orbita/proto-types';
import type { Upstreams } from './upstreams.js';

/**
 * The gateway's readiness reports each service. A service that is down degrades the gateway but
 * does not take it out of rotation: the other tools still work through it.
 */
export function addUpstreamChecks(app: FastifyInstance, upstreams: Upstreams): void {
  for (const service of SERVICE_NAMES) {
    app.addReadinessCheck({
      name: service,
      critical: false,
      check: async () => {
        const response = await fetch(`${upstreams[service]}/readyz`, { signal: AbortSignal.timeout(1000) });
        const body = (await response.json().catch(() => ({}))) as { status?: string };
        if (!response.ok) throw new Error(`${service} answers ${response.status} (${body.status ?? 'unknown'})`);
        return body.status;
      },
    });
  }
}
