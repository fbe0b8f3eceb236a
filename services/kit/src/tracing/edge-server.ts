import http from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** Trace context a client may send; at the edge none of it is believed. */
const TRACE_HEADERS = ['traceparent', 'tracestate', 'baggage'] as const;
/** Where the edge keeps the client's `traceparent`, for a span link. */
export const CLIENT_TRACEPARENT = Symbol.for('orbita.client-traceparent');

export type WithClientTrace = http.IncomingMessage & { [CLIENT_TRACEPARENT]?: string };

/**
 * The HTTP server of the process that faces clients. Its `emit` takes the trace headers off a
 * request before anything else sees it, the HTTP instrumentation included (it wraps
 * `http.Server.prototype.emit`, which this class calls after), so every request starts a trace of
 * its own: a client cannot choose the trace id nor force sampling with the sampled flag.
 */
class EdgeServer extends http.Server {
  override emit(event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') forgetClientTrace(args[0] as WithClientTrace);
    return super.emit(event as string, ...args);
  }
}

function forgetClientTrace(request: WithClientTrace): void {
  const traceparent = request.headers.traceparent;
  if (typeof traceparent === 'string' && traceparent.length <= 128) request[CLIENT_TRACEPARENT] = traceparent;
  for (const name of TRACE_HEADERS) delete request.headers[name];
}

/** Fastify's own HTTP/1 server, as `getServerInstance` makes it, with the edge's `emit`. */
interface ServerSettings {
  http?: http.ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

export const edgeServerFactory: FastifyServerFactory = (handler, fastifyOptions) => {
  const options = fastifyOptions as ServerSettings;
  const server = new EdgeServer(options.http ?? {}, handler);
  if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
  if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
  if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
  if (options.maxRequestsPerSocket && options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
  return server;
};
