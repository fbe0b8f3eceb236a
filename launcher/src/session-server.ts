import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from '@electric-sql/pglite-socket';
import { authenticate } from './session-auth.js';
import { SessionQueue } from './session-queue.js';

export interface SessionServerOptions {
  /** Where the Unix socket is made; its folder must be the caller's own, closed to others. */
  socketPath: string;
  /** What every client must give before PGlite sees its start-up. */
  password: string;
  maxConnections: number;
  /** How long a connection may keep the session (in a transaction or a batch) without sending anything. */
  idleInTransactionMs: number;
}

export interface SessionServer {
  stop(): Promise<void>;
}

/**
 * PGlite served on a Unix socket, one pglite-socket handler per connection (its start-up, SSL
 * refusal and message framing) after the password, all sharing the batch-aware SessionQueue
 * instead of the library's own queue. A connection that holds the session idle for longer than
 * `idleInTransactionMs` is rolled back and closed, as Postgres's idle_in_transaction_session_timeout
 * does, so it cannot stall every other service's calls.
 */
export async function serveSession(db: PGlite, options: SessionServerOptions): Promise<SessionServer> {
  const handlers = new Map<number, PGLiteSocketHandler>();
  const sessions = new SessionQueue(db, {
    idleInTransactionMs: options.idleInTransactionMs,
    onIdleInTransaction: (connection) => void handlers.get(connection)?.detach(true),
  });
  // The handler is typed against the library's queue class, whose private fields no other class
  // can match; SessionQueue implements the same public methods.
  const queryQueue = sessions as unknown as PGLiteSocketHandlerOptions['queryQueue'];
  const pending = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    if (handlers.size + pending.size >= options.maxConnections) {
      socket.end();
      return;
    }
    pending.add(socket);
    void authenticate(socket, options.password).then(async (opening) => {
      pending.delete(socket);
      if (!opening || socket.destroyed) return;
      const handler = new PGLiteSocketHandler({ queryQueue, closeOnDetach: true });
      handlers.set(handler.handlerId, handler);
      const forget = () => handlers.delete(handler.handlerId);
      handler.addEventListener('close', forget);
      handler.addEventListener('error', forget);
      try {
        await handler.attach(socket);
        socket.unshift(opening);
        socket.resume();
      } catch {
        forget();
        socket.destroy();
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.socketPath, () => resolve());
  });
  return {
    async stop() {
      for (const socket of pending) socket.destroy();
      await Promise.all([...handlers.values()].map((handler) => handler.detach(true)));
      handlers.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
