import type { FastifyRequest } from 'fastify';
import { defineError, type Kv } from '@orbita/service-kit';

export const BudgetExceededError = defineError('GATEWAY_BUDGET_EXCEEDED', '%s', 429);

const WINDOW_SECONDS = 60;

export interface WorkBudgetOptions {
  kv: Kv;
  /** Weighted requests an address may send a minute: a cheap call weighs 1, an image 5. */
  perMinute: number;
}

/**
 * A budget of work per address a minute, beside the count of requests: each request spends its
 * route's weight, so 600 images a minute are refused where 600 cheap calls are not. A request
 * that does not fit what is left is refused and its weight given back, so a heavy request is
 * refused before a cheap one: the address can still make the cheap calls it has budget for. Kept
 * in the KV beside the request count, so replicas share it; while the KV is down the budget lets
 * requests through, as the count does.
 */
export function workBudget(options: WorkBudgetOptions): (request: FastifyRequest, weight: number) => Promise<void> {
  const dependency = options.kv.kind === 'redis' ? 'redis' : 'kv';
  return async function spend(request, weight) {
    const key = `budget:gateway:${request.ip}`;
    let spent: { count: number; resetSeconds: number };
    try {
      spent = await options.kv.increment(key, WINDOW_SECONDS, weight);
      request.server.dependencies?.up(dependency);
    } catch (error) {
      request.server.dependencies?.down(dependency, error as Error);
      return;
    }
    if (spent.count <= options.perMinute) return;
    await options.kv.increment(key, WINDOW_SECONDS, -weight).catch(() => undefined);
    const retryAfter = spent.resetSeconds;
    throw Object.assign(
      new BudgetExceededError(
        `Troppe richieste impegnative (immagini, file) da questo indirizzo: riprova tra ${retryAfter} ${retryAfter === 1 ? 'secondo' : 'secondi'}`,
      ),
      { retryAfter },
    );
  };
}
