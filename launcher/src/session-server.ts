import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from '@electric-sql/pglite-socket';
import { SessionQueue } from './session-queue.js';

export interface SessionServer {
  port: number;
  stop(): Promise<void>;
}

/**
 * PGlite served on a loopback port, one pglite-socket handler per connection (its start-up, SSL
 * refusal and message framing), all sharing the batch-aware SessionQueue instead of the
 * library's own queue.
 */
export async function serveSession(db: PGlite, maxConnections: number): Promise<SessionServer> {
  // The handler is typed against the library's queue class, whose private fields no other class
  // can match; SessionQueue implements the same public methods.
  const queryQueue = new SessionQueue(db) as unknown as PGLiteSocketHandlerOptions['queryQueue'];
  const handlers = new Set<PGLiteSocketHandler>();
  const server = net.createServer((socket) => {
    if (handlers.size >= maxConnections) {
      socket.end('Too many connections\n');
      return;
    }
    const handler = new PGLiteSocketHandler({ queryQueue, closeOnDetach: true });
    handlers.add(handler);
    const forget = () => handlers.delete(handler);
    handler.addEventListener('close', forget);
    handler.addEventListener('error', forget);
    handler.attach(socket).catch(() => {
      forget();
      socket.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as net.AddressInfo).port,
    async stop() {
      await Promise.all([...handlers].map((handler) => handler.detach(true)));
      handlers.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
