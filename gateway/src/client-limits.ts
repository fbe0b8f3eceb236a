import type { FastifyInstance } from 'fastify';
import { defineError, type Kv, rateLimit } from '@orbita/service-kit';

export const TooManyAtOnceError = defineError('GATEWAY_TOO_MANY_AT_ONCE', '%s', 429);

export interface ClientLimitOptions {
  kv: Kv;
  /** Requests an address may send a minute, on any path. */
  perMinute: number;
  /** Requests an address may have under way at once in this process (bodies still arriving included). */
  concurrent: number;
}

/**
 * Every request a client can make is counted on arrival, before its body is read and before any
 * route runs: the API, readiness, the OpenAPI document and its viewer, the frontend's files. The
 * minute's count is kept in the KV (shared by replicas); in this process, the requests of the
 * address still under way are capped, so an address holding many connections open (a body that
 * never ends, a slow upload, a burst of the heaviest calculations) holds only a few.
 */
export function registerClientLimits(app: FastifyInstance, options: ClientLimitOptions): void {
  const perMinute = rateLimit({ kv: options.kv, name: 'gateway', max: options.perMinute, windowSeconds: 60 });
  const underWay = new Map<string, number>();
  const release = (ip: string) => {
    const left = (underWay.get(ip) ?? 1) - 1;
    if (left <= 0) underWay.delete(ip);
    else underWay.set(ip, left);
  };

  app.addHook('onRequest', async (request, reply) => {
    const ip = request.ip;
    const now = (underWay.get(ip) ?? 0) + 1;
    underWay.set(ip, now);
    // The answer's end, or the connection's: once either way.
    reply.raw.once('close', () => release(ip));
    if (now > options.concurrent) {
      void reply.header('connection', 'close');
      throw new TooManyAtOnceError(`Troppe richieste in corso da questo indirizzo: al massimo ${options.concurrent} alla volta`);
    }
    await perMinute(request, reply);
  });
}
