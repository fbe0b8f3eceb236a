import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A text and its brotli and gzip forms, compressed once when first asked for, then only sent. */
export interface Compressed {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compresses in libuv's threads, off the event loop: the first request of the viewer's script
 * (1.4 MB) waits for it, nobody else does. Quality 9 of brotli: within a few per cent of 11's size
 * at a small part of its time.
 */
export async function compressOnce(body: Buffer | string): Promise<Compressed> {
  const raw = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const [br, gz] = await Promise.all([
    brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    gzip(raw, { level: 9 }),
  ]);
  return { raw, br, gzip: gz, etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"` };
}

/** The compressed forms of a text made once, however many ask for it while they are being made. */
export function lazily(make: () => Buffer | string): () => Promise<Compressed> {
  let made: Promise<Compressed> | undefined;
  return () => (made ??= compressOnce(make()));
}

function accepts(request: FastifyRequest, encoding: string): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.find((p) => p.trim().startsWith('q='));
    return name === encoding && (q === undefined || Number(q.trim().slice(2)) > 0);
  });
}

/**
 * Sends the form the client accepts (brotli, else gzip, else as it is), with its ETag (a 304 when
 * the client holds it); nothing is compressed here.
 */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, text: Compressed, type: string, cacheControl: string): FastifyReply {
  void reply.header('etag', text.etag).header('cache-control', cacheControl).header('vary', 'accept-encoding');
  const held = request.headers['if-none-match'];
  if (held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === text.etag)) return reply.code(304).send();
  void reply.type(type);
  if (accepts(request, 'br')) return reply.header('content-encoding', 'br').send(text.br);
  if (accepts(request, 'gzip')) return reply.header('content-encoding', 'gzip').send(text.gzip);
  return reply.send(text.raw);
}
