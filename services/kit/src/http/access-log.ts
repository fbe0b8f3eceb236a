import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';

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
      url: request.url,
      headers: request.headers,
      host: request.host,
      ip: client?.ip,
      socket: { remotePort: client?.remotePort },
    };
    if (error) {
      reply.log.error({ req, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    } else {
      reply.log.info({ req, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}

/**
 * Standard output written asynchronously: lines logged while a write is under way go out together
 * in the next one, instead of one blocking write each. What is still buffered is written when the
 * process exits.
 */
export function asynchronousStdout(): pino.DestinationStream {
  return pino.destination({ dest: 1, sync: false });
}
