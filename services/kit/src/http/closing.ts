import type { FastifyInstance } from 'fastify';
import { defineError } from './errors.js';

/** What a request that reaches a closing service gets, in place of Fastify's English 503. */
export const ServiceClosingError = defineError('SERVICE_CLOSING', 'Servizio in fase di riavvio: riprova tra qualche istante', 503);

/** Seconds a client should wait before asking again: another replica, or this one restarted. */
const RETRY_AFTER_SECONDS = 1;

/**
 * Fastify's own answer while closing (`return503OnClosing`) is `{"message":"Service Unavailable"}`,
 * written straight to the socket: English, without a code and without the security headers.
 * The service is built with that option off, and this hook refuses the requests that still
 * arrive on open connections through the error handler, as any other error. Registered after the
 * security headers, so that they are already on the answer.
 */
export function refuseWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    // The client should open its next request elsewhere rather than on a connection about to end.
    void reply.header('connection', 'close');
    throw Object.assign(new ServiceClosingError(), { retryAfter: RETRY_AFTER_SECONDS });
  });
}
