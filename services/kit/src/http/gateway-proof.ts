import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header by which the gateway shows a service that a request came through it. */
export const GATEWAY_PROOF_HEADER = 'x-orbita-gateway';

/** What a proxy says about the client; believed by a service only from the gateway. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded'];

function digestOf(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Fastify's `rewriteUrl`, the one hook that sees every request before anything reads the client
 * address: a request that does not carry the gateway's secret loses its forwarding headers, so a
 * process that reaches a service's port directly (any local process, in the local run modes,
 * where the gateway too calls from loopback) is limited by its own address whatever it claims.
 * The secret is taken off every request, so no route and no log line ever holds it. The URL is
 * left as it came.
 */
export function believeForwardingOnlyFromGateway(secret: string): (request: IncomingMessage) => string {
  const expected = digestOf(secret);
  return (request) => {
    const proof = request.headers[GATEWAY_PROOF_HEADER];
    const fromGateway = typeof proof === 'string' && timingSafeEqual(digestOf(proof), expected);
    delete request.headers[GATEWAY_PROOF_HEADER];
    if (!fromGateway) for (const name of FORWARDING_HEADERS) delete request.headers[name];
    return request.url ?? '/';
  };
}
