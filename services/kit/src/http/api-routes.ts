import type { FastifyInstance } from 'fastify';
import { API, schemasOf, type ApiName, type ErrorBody, type Route, type SchemasOf } from '@orbita/proto-types';

/** Where a row of the route table is served: `app.route({ ...served(API.contact), schema, handler })`. */
export function served(row: Route): { method: Route['method']; url: string } {
  return { method: row.method, url: row.path };
}

/**
 * Where a row is served and the schemas it is validated with, taken from API_SCHEMAS (the ones the
 * OpenAPI document shows), so a route never writes its schemas itself:
 * `app.route({ ...contractRoute('calculateVat'), handler })`.
 */
export function contractRoute<N extends ApiName>(name: N): { method: Route['method']; url: string; schema: SchemasOf<N> } {
  return { ...served(API[name]), schema: schemasOf(name) };
}

/** The methods a client may send to an API path and be told which ones it takes. */
const ANSWERED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every `/api` path this instance serves, with its methods (HEAD with GET). */
    apiRoutes: Map<string, Set<string>>;
    /** The schemas each `/api` route was registered with, by `METHOD path`: the contract tests hold them to API_SCHEMAS. */
    apiSchemas: Map<string, unknown>;
  }
}

/** Records every `/api` route as it is registered, so the contract tests and the 405 answers know them. */
export function recordApiRoutes(app: FastifyInstance): void {
  const routes = new Map<string, Set<string>>();
  const schemas = new Map<string, unknown>();
  app.decorate('apiRoutes', routes);
  app.decorate('apiSchemas', schemas);
  app.addHook('onRoute', (route) => {
    // A prefixed plugin also registers the path with a trailing slash; one answer per path is enough.
    if (!route.url.startsWith('/api/') || route.url.endsWith('/') || route.config?.methodNotAllowed) return;
    const methods = routes.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) {
      methods.add(method);
      if (method !== 'HEAD') schemas.set(`${method} ${route.url}`, route.schema);
    }
    if (methods.has('GET')) methods.add('HEAD');
    routes.set(route.url, methods);
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Marks the routes that only answer 405 for a path served with other methods. */
    methodNotAllowed?: boolean;
  }
}

/**
 * A path the API serves, asked with a method it does not take, is a 405 with `Allow`, not a 404:
 * the client learns the path is right and what to send instead. Called once every route is in.
 */
export function answerOtherMethods(app: FastifyInstance): void {
  for (const [url, methods] of app.apiRoutes) {
    const others = ANSWERED_METHODS.filter((method) => !methods.has(method));
    if (others.length === 0) continue;
    const allow = [...methods].join(', ');
    app.route({
      method: others,
      url,
      config: { methodNotAllowed: true },
      // Answered before the body is read: the answer is the same whatever was sent.
      onRequest: async (request, reply) => {
        const body: ErrorBody = {
          error: `Metodo ${request.method} non consentito su questo percorso: usa ${allow}`,
          code: 'METHOD_NOT_ALLOWED',
        };
        return reply.status(405).header('allow', allow).send(body);
      },
      handler: async () => undefined,
    });
  }
}
