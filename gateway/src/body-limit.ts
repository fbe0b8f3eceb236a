import type { FastifyRequest } from 'fastify';
import { defineError } from '@orbita/service-kit';

export const PayloadTooLargeError = defineError('GATEWAY_PAYLOAD_TOO_LARGE', '%s', 413);

function readableSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * The proxy streams bodies without reading them, so the declared length is checked up front;
 * a chunked body with no length is bounded again by the service's own limit.
 */
export function enforceBodyLimit(request: FastifyRequest, limit: number): void {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) {
    throw new PayloadTooLargeError(`La richiesta è troppo grande: il massimo è ${readableSize(limit)}`);
  }
}
