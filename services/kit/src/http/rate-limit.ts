import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kv } from '../kv/kv.js';
import { TooManyRequestsError } from './errors.js';

export interface RateLimitOptions {
  kv: Kv;
  /** Names the limit in its keys, e.g. `contact`. */
  name: string;
  max: number;
  windowSeconds: number;
  message?: string;
  /** What is counted; the client's address by default. */
  keyOf?: (request: FastifyRequest) => string;
  onKvError?: (error: Error) => void;
}

/**
 * A fixed-window limit per client kept in the KV, so replicas share it. When the KV cannot be
 * reached the request goes through: an outage of Redis must not take the site down with it.
 */
export function rateLimit(options: RateLimitOptions) {
  const message = options.message ?? 'Troppe richieste: riprova tra qualche istante';
  return async function limit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const who = options.keyOf?.(request) ?? request.ip;
    let counted;
    try {
      counted = await options.kv.increment(`ratelimit:${options.name}:${who}`, options.windowSeconds);
    } catch (error) {
      options.onKvError?.(error as Error);
      return;
    }
    void reply.header('x-ratelimit-limit', String(options.max));
    void reply.header('x-ratelimit-remaining', String(Math.max(0, options.max - counted.count)));
    if (counted.count > options.max) {
      throw Object.assign(new TooManyRequestsError(message), { retryAfter: counted.resetSeconds });
    }
  };
}
