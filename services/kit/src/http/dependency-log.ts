import type { FastifyBaseLogger } from 'fastify';

/** Where a part of the kit says that a dependency went away or came back. */
export interface DependencyReporter {
  down(dependency: string, error: Error): void;
  up(dependency: string): void;
}

/**
 * Logs a dependency's outage once when it starts and once when it ends, whatever the number of
 * requests or reconnection attempts in between: a Redis down for a minute under load would
 * otherwise write one warning per request.
 */
export class DependencyLog implements DependencyReporter {
  private readonly downSince = new Map<string, number>();

  constructor(private readonly log: FastifyBaseLogger) {}

  down(dependency: string, error: Error): void {
    if (this.downSince.has(dependency)) return;
    this.downSince.set(dependency, Date.now());
    this.log.warn({ dependency, err: error }, `${dependency} unavailable`);
  }

  up(dependency: string): void {
    const since = this.downSince.get(dependency);
    if (since === undefined) return;
    this.downSince.delete(dependency);
    this.log.info({ dependency, downForMs: Date.now() - since }, `${dependency} available again`);
  }

  isDown(dependency: string): boolean {
    return this.downSince.has(dependency);
  }
}
