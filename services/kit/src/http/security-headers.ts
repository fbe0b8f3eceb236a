import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The headers helmet would set for `options`, computed once. They do not depend on the request,
 * and @fastify/helmet rebuilds helmet's middleware (its CSP parsing included) on every request:
 * a measurable share of each proxied call.
 */
export function securityHeadersFor(options: FastifyHelmetOptions): Record<string, string> {
  const { global: _global, enableCSPNonces: _nonces, ...helmetOptions } = options;
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  // @fastify/helmet's types reach helmet's CommonJS declarations, this module its ESM ones: same shape.
  const middleware = helmet(helmetOptions as Parameters<typeof helmet>[0]);
  middleware({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers on every answer, as `@fastify/helmet` registered globally would set them, from
 * the set computed at start-up. Per-request nonces cannot be computed ahead: with them, or with a
 * non-global registration, the plugin itself is used.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  if (options.enableCSPNonces || options.global === false) {
    await app.register(fastifyHelmet, options);
    return;
  }
  const entries = Object.entries(securityHeadersFor(options));
  app.addHook('onRequest', (_request, reply, done) => {
    // Set on the raw response, as helmet does, so that proxied and hijacked answers carry them too.
    for (const [name, value] of entries) reply.raw.setHeader(name, value);
    done();
  });
}
