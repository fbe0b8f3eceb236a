import type { FastifyInstance } from 'fastify';
import { API_DOCS_PATH } from '@orbita/proto-types';
import { API_CONTENT_SECURITY_POLICY, escapeForLog, REQUEST_ID_HEADER } from '@orbita/service-kit';

const LONGEST_LOGGED_CLIENT_ID = 128;

const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith(API_DOCS_PATH);

/**
 * On arrival, before anything else of the request is read:
 * - an HTTP/1.0 request is answered with `Connection: close` and its socket closed (it asked for
 *   no persistent connection it could not handle, and a held socket costs the server);
 * - the client's `X-Request-Id` is not the request's id (the gateway makes its own) but logged
 *   beside it, shortened and escaped, as `clientRequestId`;
 * - an API answer (JSON, never a page) may load and be framed by nothing: `default-src 'none'`.
 */
export function registerConnectionHygiene(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.raw.httpVersion === '1.0') reply.raw.setHeader('connection', 'close');
    const given = request.headers[REQUEST_ID_HEADER];
    if (given !== undefined) {
      const text = Array.isArray(given) ? given.join(', ') : given;
      request.log = request.log.child({ clientRequestId: escapeForLog(text.slice(0, LONGEST_LOGGED_CLIENT_ID)) });
    }
    if (isApiAnswer(request.url)) reply.raw.setHeader('content-security-policy', API_CONTENT_SECURITY_POLICY);
    done();
  });
  // A proxied answer brings the service's own `connection` header: the client's protocol decides.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.raw.httpVersion === '1.0') void reply.header('connection', 'close');
    done(null, payload);
  });
}
