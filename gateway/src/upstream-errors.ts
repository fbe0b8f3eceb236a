import type { FastifyReply, RawServerBase, RouteGenericInterface } from 'fastify';
import type { ErrorBody } from '@orbita/proto-types';
import type { DependencyReporter } from '@orbita/service-kit';

const TIMEOUT_CODES = new Set([
  'FST_REPLY_FROM_GATEWAY_TIMEOUT',
  'FST_REPLY_FROM_TIMEOUT',
  'FST_REPLY_FROM_HTTP_REQUEST_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
]);

const UNREACHABLE_CODES = new Set([
  'FST_REPLY_FROM_SERVICE_UNAVAILABLE',
  'ECONNREFUSED',
  'ENOTFOUND',
  'ECONNRESET',
  'EHOSTUNREACH',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  let current = error as { code?: string; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (typeof current.code === 'string') codes.push(current.code);
    current = current.cause as typeof current;
  }
  return codes;
}

/** What a person reads when a service behind the gateway is down or too slow. */
export function upstreamFailure(error: unknown): { status: number; body: ErrorBody } {
  const codes = codesOf(error);
  if (codes.some((code) => TIMEOUT_CODES.has(code))) {
    return { status: 504, body: { error: 'Il servizio non ha risposto in tempo: riprova tra poco', code: 'UPSTREAM_TIMEOUT' } };
  }
  if (codes.some((code) => UNREACHABLE_CODES.has(code))) {
    return {
      status: 503,
      body: { error: 'Servizio momentaneamente non disponibile: riprova tra poco', code: 'UPSTREAM_UNAVAILABLE' },
    };
  }
  return { status: 502, body: { error: 'Il servizio ha risposto in modo non valido', code: 'UPSTREAM_ERROR' } };
}

/** The service a proxied path leads to, and where its outages are reported. */
export interface UpstreamDependency {
  name: string;
  dependencies: DependencyReporter;
}

/**
 * A service that cannot be reached is an outage, logged once when it starts (and once when it
 * ends, see registerProxies) however many requests fail meanwhile; a timeout or a broken answer
 * is about one request and logged with it.
 */
export function replyUpstreamFailure(
  reply: FastifyReply<RouteGenericInterface, RawServerBase>,
  error: unknown,
  upstream?: UpstreamDependency,
): void {
  const { status, body } = upstreamFailure(error);
  if (status === 503 && upstream) upstream.dependencies.down(upstream.name, error instanceof Error ? error : new Error(String(error)));
  else reply.log.warn({ err: error, status }, 'upstream failed');
  void reply.status(status).type('application/json; charset=utf-8').send(body);
}
