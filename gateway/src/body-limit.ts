import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { defineError } from '@orbita/service-kit';

export const PayloadTooLargeError = defineError('GATEWAY_PAYLOAD_TOO_LARGE', '%s', 413);

function readableSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}

function tooLarge(reply: FastifyReply, limit: number): Error {
  // The rest of the body is never read: the connection cannot carry another request after it.
  void reply.header('connection', 'close');
  return new PayloadTooLargeError(`La richiesta è troppo grande: il massimo è ${readableSize(limit)}`);
}

/** Reads a body of unknown length, refusing it as soon as it passes `limit` bytes. */
function readUpTo(body: Readable, limit: number, reply: FastifyReply): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      body.off('data', onData).off('end', onEnd).off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      stop();
      body.pause();
      reject(tooLarge(reply, limit));
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    body.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

/**
 * The proxy streams bodies without reading them, so a declared length is checked up front. A
 * chunked body declares none: the service would refuse it at its own limit while the proxy was
 * still sending it, and the client got a 502. Such a body is read here, at most `limit` bytes,
 * and forwarded with its length; it costs memory only up to the route's limit.
 */
export async function enforceBodyLimit(request: FastifyRequest, reply: FastifyReply, limit: number): Promise<void> {
  const declared = request.headers['content-length'];
  if (declared !== undefined) {
    if (Number(declared) > limit) throw tooLarge(reply, limit);
    return;
  }
  if (!(request.body instanceof Readable)) return;
  const buffered = await readUpTo(request.body, limit, reply);
  request.raw.headers['content-length'] = String(buffered.length);
  delete request.raw.headers['transfer-encoding'];
  request.body = Readable.from(buffered.length > 0 ? [buffered] : []);
}
