import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute, REQUEST_ID_HEADER } from '@orbita/service-kit';
import type { AdminAuthContext } from '../../context.js';
import { SSE_HEADERS } from '../../live-feed/sse.js';
import { verifiedToken } from '../verified-token.js';

/**
 * The dashboard's live feed: a server-sent-event stream, read with `fetch` and the admin's
 * `Authorization` header. Each contact or suggestion event comes as `event: <NATS subject>` with
 * the event as JSON data and its id as `id`; a comment line every few seconds keeps proxies from
 * closing it; `event: session-ended` comes last when the token expires or is revoked.
 */
const eventsRoute: FastifyPluginAsyncTypebox<AdminAuthContext> = async (app, { feed, requireExistingAccount }) => {
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onRequest', requireExistingAccount);
  app.route({
    ...contractRoute('adminEvents'),
    handler: async (request, reply) => {
      const token = verifiedToken(request);
      void reply.headers({ ...SSE_HEADERS, [REQUEST_ID_HEADER]: request.id });
      reply.hijack();
      reply.raw.writeHead(200, reply.getHeaders() as OutgoingHttpHeaders);
      // HEAD (Fastify serves it for every GET) gets the stream's headers and ends: Node sends no
      // body to HEAD, so an opened stream would hold the connection with not even its headers sent.
      if (request.method === 'HEAD') return void reply.raw.end();
      feed.open(reply.raw, { username: token.sub, issuedAt: token.iat, expiresAt: token.exp });
    },
  });
};

export default eventsRoute;
