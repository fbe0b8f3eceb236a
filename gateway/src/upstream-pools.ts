import { Pool } from 'undici';

/**
 * One connection pool per service, shared by every route that goes there, so that a connection
 * opened for one path serves the next request to any other (one pool per route used to keep as
 * many idle connections, and warm up as many times). Streaming routes, whose bodies have no time
 * limit, get a pool of their own.
 */
export class UpstreamPools {
  private readonly pools = new Map<string, Pool>();

  constructor(private readonly timeoutMs: number) {}

  poolFor(upstream: string, streaming: boolean): Pool {
    const origin = new URL(upstream).origin;
    const key = `${streaming ? 'streaming' : 'bounded'} ${origin}`;
    let pool = this.pools.get(key);
    if (!pool) {
      pool = new Pool(origin, {
        connections: 128,
        pipelining: 1,
        headersTimeout: this.timeoutMs,
        bodyTimeout: streaming ? 0 : this.timeoutMs,
      });
      this.pools.set(key, pool);
    }
    return pool;
  }

  async close(): Promise<void> {
    await Promise.all([...this.pools.values()].map((pool) => pool.destroy()));
    this.pools.clear();
  }
}
