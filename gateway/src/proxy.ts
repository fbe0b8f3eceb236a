import proxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ADMIN_USER_HEADER,
  JSON_BODY_LIMIT,
  ROUTES,
  SERVICE_NAMES,
  type Route,
  type ServiceName,
} from '@orbita/proto-types';
import { GATEWAY_PROOF_HEADER, REQUEST_ID_HEADER, type Kv } from '@orbita/service-kit';
import { enforceBodyLimit } from './body-limit.js';
import { guardWrites } from './write-guard.js';
import { workBudget } from './budget.js';
import { replyUpstreamFailure } from './upstream-errors.js';
import { UpstreamPools } from './upstream-pools.js';
import type { Upstreams } from './upstreams.js';

export interface ProxyOptions {
  upstreams: Upstreams;
  kv: Kv;
  /** Weighted requests per address per minute (see budget.ts). */
  budgetPerMinute: number;
  timeoutMs: number;
  /** Longest wait for the rest of a JSON or chunked body once its head has arrived. */
  bodyTimeoutMs: number;
  /** Sent to the services with every request, so that they believe the forwarded address. */
  secret: string | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The rows of the route table served at this path (one path may take several methods). */
    routeRows?: Route[];
  }
}

/**
 * Headers about the client's own connection to the gateway, which undici refuses to send (the
 * request failed with a 502): `expect` (Node has already answered 100 Continue), `keep-alive`,
 * `upgrade` and the others that describe one hop only.
 */
const HOP_BY_HOP = ['expect', 'keep-alive', 'upgrade', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'connection'];

function rowsByPath(service: ServiceName): Map<string, Route[]> {
  const byPath = new Map<string, Route[]>();
  for (const route of ROUTES.filter((r) => r.service === service)) {
    byPath.set(route.path, [...(byPath.get(route.path) ?? []), route]);
  }
  return byPath;
}

/** The row of this path and method; the proxy is registered only for the methods its rows list. */
function rowFor(request: FastifyRequest): Route {
  const rows = request.routeOptions.config.routeRows!;
  return rows.find((r) => r.method === request.method) ?? rows[0]!;
}

/**
 * One proxy per service, built from the route table: only the table's paths and methods are
 * forwarded; admin rows pass only with a verified token, and the service learns who the admin
 * is from a header the gateway sets itself.
 */
export async function registerProxies(app: FastifyInstance, options: ProxyOptions): Promise<void> {
  const spend = workBudget({ kv: options.kv, perMinute: options.budgetPerMinute });

  const pools = new UpstreamPools(options.timeoutMs);
  app.addHook('onClose', async () => await pools.close());
  // Any answer below 500 proves the service is reachable again: that ends an outage in the log.
  app.addHook('onResponse', (request, reply, done) => {
    const service = request.routeOptions.config.routeRows?.[0]?.service;
    if (service && reply.statusCode < 500) app.dependencies.up(service);
    done();
  });

  for (const service of SERVICE_NAMES) {
    for (const [path, rows] of rowsByPath(service)) {
      await app.register(proxy, {
        upstream: options.upstreams[service],
        prefix: path,
        rewritePrefix: path,
        routes: ['/'],
        httpMethods: rows.map((r) => r.method),
        config: { routeRows: rows },
        undici: pools.poolFor(options.upstreams[service], rows.some((r) => r.stream)),
        // The access log has one line per request; the proxy's own two more would triple it.
        disableRequestLogging: true,
        preHandler: async (request, reply) => {
          const row = rowFor(request);
          guardWrites(request, row);
          await enforceBodyLimit(request, reply, row.bodyLimit ?? JSON_BODY_LIMIT, options.bodyTimeoutMs);
          await spend(request, row.weight ?? 1);
          delete request.headers[ADMIN_USER_HEADER];
          if (row.access === 'admin') await app.requireAdmin(request);
        },
        replyOptions: {
          // A service's 503 is its answer (busy, closing: Retry-After says in seconds when to come
          // back): passed on at once, never retried, which would multiply the load that caused it.
          retryDelay: () => null,
          rewriteRequestHeaders: (request, headers) => {
            // The client's address, protocol and host as the gateway knows them (the connection's
            // own, or what a proxy that TRUSTED_PROXIES names said) replace whatever the client
            // claimed: per-address limits cannot be dodged, nor a cookie made Secure over plain HTTP.
            const client = request as FastifyRequest;
            const forwarded: Record<string, string | string[] | undefined> = {
              ...headers,
              [REQUEST_ID_HEADER]: request.id,
              'x-forwarded-for': request.ip,
              'x-forwarded-proto': client.protocol === 'https' ? 'https' : 'http',
              'x-forwarded-host': client.host,
            };
            delete forwarded.forwarded;
            delete forwarded[ADMIN_USER_HEADER];
            delete forwarded[GATEWAY_PROOF_HEADER];
            if (options.secret) forwarded[GATEWAY_PROOF_HEADER] = options.secret;
            for (const name of HOP_BY_HOP) delete forwarded[name];
            const admin = client.adminToken?.sub;
            if (admin) forwarded[ADMIN_USER_HEADER] = admin;
            return forwarded;
          },
          onError: (reply, { error }) => replyUpstreamFailure(reply, error, { name: service, dependencies: app.dependencies }),
        },
      });
    }
  }
}
