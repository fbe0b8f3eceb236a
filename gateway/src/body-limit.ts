import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { defineError } from '@orbita/service-kit';

export const PayloadTooLargeError = defineError('GATEWAY_PAYLOAD_TOO_LARGE', '%s', 413);
export const JsonTooDeepError = defineError('GATEWAY_JSON_TOO_DEEP', '%s', 400);
export const BodyTimeoutError = defineError('GATEWAY_BODY_TIMEOUT', '%s', 408);

/**
 * Nesting no request of the API comes near (its bodies are flat objects): deeper JSON is refused
 * before a service spends a parse and a schema check on it.
 */
export const JSON_DEPTH_LIMIT = 8;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether a JSON text nests arrays and objects deeper than `limit`, by one pass over its bytes
 * (brackets inside strings do not count); it need not be valid JSON, and is not parsed.
 */
export function nestsDeeperThan(json: Buffer, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i += 1) {
    const byte = json[i];
    if (inString) {
      if (byte === BACKSLASH) i += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      depth += 1;
      if (depth > limit) return true;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) depth -= 1;
  }
  return false;
}

function readableSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}

function tooLarge(reply: FastifyReply, limit: number): Error {
  // The rest of the body is never read: the connection cannot carry another request after it.
  void reply.header('connection', 'close');
  return new PayloadTooLargeError(`La richiesta è troppo grande: il massimo è ${readableSize(limit)}`);
}

function tooSlow(reply: FastifyReply, deadlineMs: number): Error {
  void reply.header('connection', 'close');
  const seconds = Math.round(deadlineMs / 1000);
  return new BodyTimeoutError(`Il corpo della richiesta non è arrivato per intero entro ${seconds} ${seconds === 1 ? 'secondo' : 'secondi'}`);
}

/**
 * Reads a body of unknown length, refusing it as soon as it passes `limit` bytes, or when it has
 * not ended within `deadlineMs`: a body that never ends holds nothing for long.
 */
function readUpTo(body: Readable, limit: number, deadlineMs: number, reply: FastifyReply): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => {
      stop();
      body.pause();
      reject(tooSlow(reply, deadlineMs));
    }, deadlineMs);
    const stop = () => {
      clearTimeout(timer);
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

const isJson = (request: FastifyRequest) => /\bjson\b/i.test(request.headers['content-type'] ?? '');

/**
 * Every body is held to its route's limit before a service reads a byte of it: a declared length
 * above the limit is refused at once, unread. A JSON body, or one of unknown length (chunked), is
 * read here, at most `limit` bytes, so it costs memory only up to the route's small limit, and is
 * forwarded with its length, or refused with a 408 when it has not arrived within `deadlineMs`
 * (any other body is held to the server's CLIENT_REQUEST_TIMEOUT_MS); JSON nested deeper than any request of the API is refused unparsed.
 * (Without this, a chunked body declared no length: the service refused it at its own limit while
 * the proxy was still sending it, and the client got a 502.)
 */
export async function enforceBodyLimit(request: FastifyRequest, reply: FastifyReply, limit: number, deadlineMs: number): Promise<void> {
  const declared = request.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) throw tooLarge(reply, limit);
  if (!(request.body instanceof Readable)) return;
  if (declared !== undefined && !isJson(request)) return;
  const buffered = await readUpTo(request.body, limit, deadlineMs, reply);
  if (isJson(request) && nestsDeeperThan(buffered, JSON_DEPTH_LIMIT)) {
    throw new JsonTooDeepError(`La richiesta JSON è annidata troppo in profondità: al massimo ${JSON_DEPTH_LIMIT} livelli`);
  }
  request.raw.headers['content-length'] = String(buffered.length);
  delete request.raw.headers['transfer-encoding'];
  request.body = Readable.from(buffered.length > 0 ? [buffered] : []);
}
