import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';
import { redactQuery } from './redact-url.js';
import { escapeForLog } from './request-id.js';

/** Where the request came from, read on arrival: once answered, its socket may be gone. */
const CLIENT = Symbol('orbita.client');

type WithClient = FastifyRequest & { [CLIENT]?: { ip: string; remotePort: number | undefined } };

/**
 * One log line per request, written when it is answered, with what Fastify's two lines
 * ("incoming request", "request completed") said between them: method, URL, client, status and
 * time, under the same `req` and `res` keys. Logging is a large share of the cost of a small
 * request, above all in the gateway.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    (request as WithClient)[CLIENT] = { ip: request.ip, remotePort: request.socket?.remotePort };
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const client = (request as WithClient)[CLIENT];
    // Shaped like a request, so Fastify's `req` serializer writes the fields it always wrote.
    const req = {
      method: request.method,
      // A page's query may hold an e-mail or a WiFi password: the log keeps the names, not the values;
      // controls and bidi marks are escaped, so a URL cannot forge a log line.
      url: escapeForLog(redactQuery(request.url)),
      headers: request.headers,
      host: request.host,
      ip: client?.ip,
      socket: { remotePort: client?.remotePort },
    };
    // The request's own logger: the gateway adds the client's request id to it on arrival.
    if (error) {
      request.log.error({ req, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    } else {
      request.log.info({ req, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}

/** Log lines are written out in blocks of about this many bytes... */
const LOG_BLOCK_BYTES = 4096;
/** ...or at least this often, so that a quiet service's lines still show within a second. */
const LOG_FLUSH_MS = 1000;

/**
 * Standard output for the log, written in blocks instead of one write(2) a line: measured on the
 * gateway hop, a blocking write per line cost about 20 µs a request in the gateway and 12 µs in a
 * service, and unbuffered asynchronous writes more still (a thread hand-off a line). What is still
 * buffered is written when the process exits, even after an uncaught error.
 */
export function bufferedStdout(): pino.DestinationStream {
  const stream = pino.destination({ dest: 1, sync: false, minLength: LOG_BLOCK_BYTES });
  const timer = setInterval(() => {
    try {
      stream.flush();
    } catch {
      // Closing: the exit handler writes what is left.
    }
  }, LOG_FLUSH_MS);
  timer.unref();
  return stream;
}
