import type { FastifyRequest } from 'fastify';
import { UPLOAD_BODY_LIMIT, type Route } from '@orbita/proto-types';
import { defineError } from '@orbita/service-kit';

export const CrossSiteError = defineError('GATEWAY_CROSS_SITE', '%s', 403);
export const JsonRequiredError = defineError('GATEWAY_JSON_REQUIRED', '%s', 415);
export const CharsetError = defineError('GATEWAY_UNSUPPORTED_CHARSET', '%s', 415);

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sameSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    // `Origin: null` (a sandboxed frame, a file) and anything unreadable come from no page of ours.
    return false;
  }
}

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/**
 * What a page of another website can make its visitors' browsers send here: a form or a plain
 * fetch, with the visitor's cookies but never a JSON type (that takes a CORS preflight, which the
 * gateway never grants) nor an Authorization header. So a change (POST, PUT, PATCH, DELETE) is
 * refused when the browser says it comes from another site (`Sec-Fetch-Site`, `Origin`), and a
 * change must be JSON (a photo: multipart), even the vote, which has no fields; only an admin's
 * change may come without a body, as it needs a token.
 * A body in a charset other than UTF-8 is refused on any call: the services read UTF-8 only.
 */
export function guardWrites(request: FastifyRequest, row: Route): void {
  const type = request.headers['content-type'];
  if (type !== undefined) {
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(type)?.[1];
    if (charset && charset.toLowerCase() !== 'utf-8' && charset.toLowerCase() !== 'utf8') {
      throw new CharsetError(`Codifica dei caratteri non supportata (${charset.slice(0, 40)}): la richiesta deve essere in UTF-8`);
    }
  }
  if (!STATE_CHANGING.has(request.method)) return;
  if (!sameSite(request)) throw new CrossSiteError('Richiesta rifiutata: le modifiche si fanno solo dalle pagine di Orbita');
  const media = (type ?? '').split(';')[0]!.trim().toLowerCase();
  const json = media === 'application/json' || /^application\/[\w.+-]+\+json$/.test(media);
  const upload = row.bodyLimit === UPLOAD_BODY_LIMIT && media === 'multipart/form-data';
  if (json || upload) return;
  // An admin's change without fields (approve, delete) needs a token no other site can send.
  if (!hasBody(request) && row.access === 'admin') return;
  throw new JsonRequiredError(
    row.bodyLimit === UPLOAD_BODY_LIMIT
      ? 'La richiesta deve essere inviata come modulo con il file (multipart/form-data)'
      : 'La richiesta deve avere un corpo JSON (Content-Type: application/json)',
  );
}
