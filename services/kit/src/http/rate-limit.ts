import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kv } from '../kv/kv.js';
import { MemoryKv } from '../kv/memory-kv.js';
import { TooManyRequestsError } from './errors.js';

export interface RateLimitOptions {
  kv: Kv;
  /** Names the limit in its keys, e.g. `contact`. */
  name: string;
  max: number;
  windowSeconds: number;
  /** The Italian text of the 429, or a function of the seconds left to wait. */
  message?: string | ((retryAfterSeconds: number) => string);
  /** The error to raise past the limit (a service's own code); `TOO_MANY_REQUESTS` by default. */
  error?: new (message: string) => Error;
  /** What is counted; the client's address by default. */
  keyOf?: (request: FastifyRequest) => string;
  /**
   * While the KV cannot be reached: `allow` lets requests through (a limit that protects
   * capacity must not take the site down with Redis); `count-here` keeps counting in this process
   * (a lock-out that protects an account must not open with Redis).
   */
  whenKvDown?: 'allow' | 'count-here';
}

/** A hook that counts the request and refuses it past the limit; `reset` forgets a client's count. */
export interface RateLimit {
  (request: FastifyRequest, reply: FastifyReply): Promise<void>;
  reset(request: FastifyRequest): Promise<void>;
}

type Counted = { count: number; resetSeconds: number };

/**
 * A fixed-window limit per client kept in the KV, so replicas share it. An outage of the KV is
 * reported to the service's dependency log, once when it starts and once when it ends.
 */
export function rateLimit(options: RateLimitOptions): RateLimit {
  const message = options.message ?? 'Troppe richieste: riprova tra qualche istante';
  const TooMany = options.error ?? TooManyRequestsError;
  const local = options.whenKvDown === 'count-here' ? new MemoryKv() : null;
  const dependency = options.kv.kind === 'redis' ? 'redis' : 'kv';
  const keyOf = (request: FastifyRequest) => `ratelimit:${options.name}:${options.keyOf?.(request) ?? request.ip}`;

  async function count(request: FastifyRequest, key: string): Promise<Counted | null> {
    const since = Date.now();
    try {
      const counted = await options.kv.increment(key, options.windowSeconds);
      request.server.dependencies?.up(dependency);
      return counted;
    } catch (error) {
      request.server.dependencies?.down(dependency, error as Error, since);
      return local ? await local.increment(key, options.windowSeconds) : null;
    }
  }

  const limit = async function limit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const counted = await count(request, keyOf(request));
    if (!counted) return;
    void reply.header('x-ratelimit-limit', String(options.max));
    void reply.header('x-ratelimit-remaining', String(Math.max(0, options.max - counted.count)));
    if (counted.count > options.max) {
      const retryAfter = counted.resetSeconds;
      const text = typeof message === 'function' ? message(retryAfter) : message;
      throw Object.assign(new TooMany(text), { retryAfter });
    }
  } as RateLimit;

  limit.reset = async (request: FastifyRequest) => {
    const key = keyOf(request);
    await local?.del(key);
    try {
      await options.kv.del(key);
    } catch (error) {
      request.server.dependencies?.down(dependency, error as Error);
    }
  };
  return limit;
}
