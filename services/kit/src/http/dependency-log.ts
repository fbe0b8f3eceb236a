import type { FastifyBaseLogger } from 'fastify';

/** Where a part of the kit says that a dependency went away or came back. */
export interface DependencyReporter {
  /** `since`: when the attempt that failed began (Date.now()), where the caller knows it. */
  down(dependency: string, error: Error, since?: number): void;
  up(dependency: string): void;
}

/**
 * Logs a dependency's outage once when it starts and once when it ends, whatever the number of
 * requests or reconnection attempts in between: a Redis down for a minute under load would
 * otherwise write one warning per request.
 */
export class DependencyLog implements DependencyReporter {
  private readonly downSince = new Map<string, number>();
  private readonly backAt = new Map<string, number>();

  constructor(private readonly log: FastifyBaseLogger) {}

  down(dependency: string, error: Error, since?: number): void {
    if (this.downSince.has(dependency)) return;
    // An attempt begun before the dependency was seen back fails of the outage that just ended: a
    // connection refused while Postgres was still starting up can be answered after another one
    // already got in. It is not a new outage, and logging it as one would tell of two.
    const back = this.backAt.get(dependency);
    if (since !== undefined && back !== undefined && since <= back) return;
    this.downSince.set(dependency, Date.now());
    this.log.warn({ dependency, err: error }, `${dependency} unavailable`);
  }

  up(dependency: string): void {
    const since = this.downSince.get(dependency);
    if (since === undefined) return;
    this.downSince.delete(dependency);
    this.backAt.set(dependency, Date.now());
    this.log.info({ dependency, downForMs: Date.now() - since }, `${dependency} available again`);
  }

  isDown(dependency: string): boolean {
    return this.downSince.has(dependency);
  }
}
