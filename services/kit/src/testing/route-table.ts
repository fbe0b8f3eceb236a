import type { FastifyInstance } from 'fastify';
import { API, type ApiName, routesOf, schemasFor, type ServiceName } from '@orbita/proto-types';

/**
 * What a service serves, set against its rows of the route table: the rows it does not serve
 * and the `/api` routes it serves that no row lists. Both must be empty; the gateway builds its
 * proxies from the same rows.
 */
export function routeTableMismatches(app: FastifyInstance, service: ServiceName): { missing: string[]; unlisted: string[] } {
  const rows = routesOf(service);
  const missing = rows.filter((row) => !app.hasRoute({ method: row.method, url: row.path })).map((row) => `${row.method} ${row.path}`);
  const listed = new Set(rows.map((row) => `${row.method} ${row.path}`));
  const unlisted: string[] = [];
  for (const [url, methods] of app.apiRoutes) {
    for (const method of methods) {
      if (method !== 'HEAD' && !listed.has(`${method} ${url}`)) unlisted.push(`${method} ${url}`);
    }
  }
  return { missing, unlisted };
}

/**
 * The rows whose registered schemas differ from those the OpenAPI document shows (API_SCHEMAS, or
 * the tools' naming): must be empty, so the document says exactly what the service validates.
 */
export function schemaMismatches(app: FastifyInstance, service: ServiceName): string[] {
  const plain = (value: unknown): string => JSON.stringify(value ?? {});
  return (Object.keys(API) as ApiName[])
    .filter((name) => API[name].service === service)
    .filter((name) => plain(app.apiSchemas.get(`${API[name].method} ${API[name].path}`)) !== plain(schemasFor(name)));
}
