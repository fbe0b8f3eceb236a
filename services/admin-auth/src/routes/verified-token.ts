import type { FastifyRequest } from 'fastify';
import type { AdminTokenClaims } from '@orbita/proto-types';
import { UnauthorizedError } from '@orbita/service-kit';

/** The claims `app.requireAdmin` verified for this request; a route reached without it is refused. */
export function verifiedToken(request: FastifyRequest): AdminTokenClaims {
  if (!request.adminToken) throw new UnauthorizedError('Accesso riservato: effettua il login come amministratore');
  return request.adminToken;
}
