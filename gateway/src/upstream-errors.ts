import type { FastifyReply, RawServerBase, RouteGenericInterface } from 'fastify';
import type { ErrorBody } from '@orbita/proto-types';

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

export function replyUpstreamFailure(reply: FastifyReply<RouteGenericInterface, RawServerBase>, error: unknown): void {
  const { status, body } = upstreamFailure(error);
  reply.log.warn({ err: error, status }, 'upstream failed');
  void reply.status(status).type('application/json; charset=utf-8').send(body);
}
