import { startPrivateProcess, type PrivateProcess } from './private-process.js';

export interface PrivateRedisServer extends PrivateProcess {
  url: string;
}

const REDIS_SERVER_BINARY = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

/** A Redis of its own, keeping nothing on disk, for tests that take the KV down by its PID. */
export async function startPrivateRedis(): Promise<PrivateRedisServer> {
  const server = await startPrivateProcess({
    binary: REDIS_SERVER_BINARY,
    args: (port, dataDir) => ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dataDir],
  });
  return { ...server, url: `redis://127.0.0.1:${server.port}` };
}
