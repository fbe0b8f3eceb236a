import type { FastifyInstance } from 'fastify';
import { CLIENT_TRACEPARENT, type WithClientTrace } from './edge-server.js';
import { traceHooks } from './hooks.js';

/**
 * At the edge, with tracing on: the request's span links to the trace the client named. On
 * preParsing, the first stage after Fastify's instrumentation has made the request's span.
 */
export function linkClientTraces(app: FastifyInstance): void {
  app.addHook('preParsing', async (request) => {
    const traceparent = (request.raw as WithClientTrace)[CLIENT_TRACEPARENT];
    if (!traceparent) return;
    // Fastify's instrumentation names the request's span; the active one is that of this hook.
    const requestSpan = (request as { opentelemetry?: () => { span?: unknown } }).opentelemetry?.().span;
    traceHooks()?.linkClientTrace(traceparent, requestSpan);
  });
}
