import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Counter, Histogram, Registry } from 'prom-client';

export interface MetricsOptions {
  service: string;
  /**
   * Port of the separate listener that answers `GET /metrics`. Without it nothing is measured:
   * metrics never share the public port, so the gateway cannot hand them to the internet.
   */
  port: number | undefined;
  host: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the service's metrics live, for services that add their own; null when metrics are off. */
    metricsRegistry: Registry | null;
    /** Address of the metrics listener once the app is ready; null when metrics are off. */
    metricsAddress(): AddressInfo | null;
  }
}

export const METRICS_PATH = '/metrics';
/** Up to the food analysis's model timeout, which is the slowest call there is. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
/** Requests no route matched share one label, so random paths cannot grow the series without bound. */
const UNMATCHED_ROUTE = 'unmatched';

/** prom-client is loaded only by a service that serves metrics. */
async function createRegistry(service: string): Promise<{ registry: Registry; requests: Counter; latency: Histogram }> {
  const { collectDefaultMetrics, Counter, Histogram, Registry } = await import('prom-client');
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  return { registry, requests, latency };
}

function serveRegistry(registry: Registry): Server {
  return createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    registry.metrics().then(
      (body) => response.writeHead(200, { 'content-type': registry.contentType }).end(body),
      (error: Error) => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`${error.message}\n`),
    );
  });
}

async function listen(server: Server, port: number, host: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Prometheus metrics: requests and their latency by route pattern, plus the process's own
 * (CPU, memory, event loop, GC). They are served on a port of their own, which only the
 * monitoring system reaches, never on the port the gateway or the public talk to.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: MetricsOptions) => {
    const { port } = options;
    if (port === undefined) {
      app.decorate('metricsRegistry', null);
      app.decorate('metricsAddress', () => null);
      return;
    }
    const { registry, requests, latency } = await createRegistry(options.service);
    const server = serveRegistry(registry);
    app.decorate('metricsRegistry', registry);
    app.decorate('metricsAddress', () => (server.listening ? (server.address() as AddressInfo) : null));

    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: String(reply.statusCode),
      };
      requests.inc(labels);
      latency.observe(labels, reply.elapsedTime / 1000);
    });
    app.addHook('onReady', async () => {
      await listen(server, port, options.host);
      app.log.info({ port: (server.address() as AddressInfo).port }, `metrics on ${METRICS_PATH}`);
    });
    app.addHook('onClose', async () => {
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    });
  },
  { name: 'orbita-metrics' },
);
