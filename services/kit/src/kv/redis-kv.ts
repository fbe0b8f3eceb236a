import type { RedisClientType } from 'redis';
import { CoalescedIncrements } from './coalesced-increments.js';
import type { Kv } from './kv.js';

/**
 * Adds ARGV[2] to the counter and sets the window when the counter is new, atomically, so a
 * counter can never be left without expiry.
 */
const INCREMENT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if count == tonumber(ARGV[2]) then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('TTL', KEYS[1])
if ttl < 0 then redis.call('EXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }
`;

export interface RedisKvOptions {
  url: string;
  /** Prepended to every key, so tests and tenants can share one server. */
  prefix?: string;
  onError?: (error: Error) => void;
  /** Called whenever the connection is (again) ready for commands. */
  onReady?: () => void;
}

/**
 * Redis adapter. Commands fail at once while Redis is unreachable (no offline queue), so callers
 * can degrade (a rate limit lets the request through) instead of hanging; the client keeps
 * reconnecting in the background.
 */
export class RedisKv implements Kv {
  readonly kind = 'redis';
  private readonly client: RedisClientType;
  private readonly prefix: string;
  private readonly increments: CoalescedIncrements;

  private constructor(client: RedisClientType, prefix: string) {
    this.client = client;
    this.prefix = prefix;
    this.increments = new CoalescedIncrements(async (key, windowSeconds, by) => {
      const [count, ttl] = (await this.client.eval(INCREMENT_SCRIPT, {
        keys: [key],
        arguments: [String(windowSeconds), String(by)],
      })) as [number, number];
      return { count, resetSeconds: Math.max(1, ttl) };
    });
  }

  static async connect(options: RedisKvOptions): Promise<RedisKv> {
    // Loaded here, not with the module: the embedded hub keeps its counters in memory and never needs it.
    const { createClient } = await import('redis');
    const client: RedisClientType = createClient({
      url: options.url,
      disableOfflineQueue: true,
      socket: {
        connectTimeout: 2000,
        reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000),
      },
    });
    client.on('error', (error: Error) => options.onError?.(error));
    client.on('ready', () => options.onReady?.());
    const kv = new RedisKv(client, options.prefix ?? '');
    // A Redis that is down at start-up must not stop the service: it connects when Redis is back.
    client.connect().catch((error: Error) => options.onError?.(error));
    await Promise.race([
      new Promise<void>((resolve) => client.once('ready', () => resolve())),
      new Promise<void>((resolve) => setTimeout(resolve, 2000).unref()),
    ]);
    return kv;
  }

  private key(key: string): string {
    return this.prefix + key;
  }

  async get(key: string): Promise<string | null> {
    return await this.client.get(this.key(key));
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    await this.client.set(this.key(key), value, ttlSeconds === undefined ? undefined : { EX: ttlSeconds });
  }

  async setIfAbsent(key: string, value: string, ttlSeconds?: number): Promise<boolean> {
    const options = ttlSeconds === undefined ? { NX: true as const } : { NX: true as const, EX: ttlSeconds };
    return (await this.client.set(this.key(key), value, options)) === 'OK';
  }

  async del(key: string): Promise<void> {
    await this.client.del(this.key(key));
  }

  /** Concurrent increments of one key share a round trip; each still gets its own count. */
  async increment(key: string, windowSeconds: number, by = 1): Promise<{ count: number; resetSeconds: number }> {
    return await this.increments.increment(this.key(key), windowSeconds, by);
  }

  async ping(): Promise<void> {
    if (!this.client.isReady) throw new Error('Redis unreachable');
    await this.client.ping();
  }

  async close(): Promise<void> {
    // While Redis is unreachable the client is open but not ready, and QUIT would wait for it forever.
    if (this.client.isReady) await this.client.quit().catch(() => this.client.destroy());
    else this.client.destroy();
  }
}
