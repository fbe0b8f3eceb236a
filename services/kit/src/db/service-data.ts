import type { FastifyBaseLogger } from 'fastify';
import type { EventPayloads, Subject } from '@orbita/proto-types';
import { enqueueEvent, type EventBody, type OutboxRelay } from './outbox.js';
import { inTransaction, type Pool, type PoolClient } from './pool.js';

/** One unit of work on the service's schema: its queries and the events it announces. */
export interface Transaction {
  client: PoolClient;
  /** Writes an event in this transaction; it is published only if the transaction commits. */
  emit<S extends Subject>(subject: S, body: EventBody<S>): Promise<EventPayloads[S]>;
}

export interface TransactionOptions {
  /** Waits until the events are on the bus (or the attempt failed) before answering. */
  waitForPublish?: boolean;
}

/** The database of a service that keeps data: its pool and the outbox relay of its events. */
export interface ServiceData {
  pool: Pool;
  outbox: OutboxRelay;
  /**
   * Runs `work` in one transaction; once it has committed, the events it emitted go to the relay
   * without making the caller wait: when NATS is slow or down the answer goes out anyway, the
   * events stay in the outbox and the relay's timer retries them.
   */
  transaction<T>(log: FastifyBaseLogger, work: (tx: Transaction) => Promise<T>, options?: TransactionOptions): Promise<T>;
}

export function serviceData(pool: Pool, outbox: OutboxRelay): ServiceData {
  return {
    pool,
    outbox,
    async transaction(log, work, options = {}) {
      let emitted = 0;
      const result = await inTransaction(pool, (client) =>
        work({
          client,
          emit: (subject, body) => {
            emitted += 1;
            return enqueueEvent(client, subject, body);
          },
        }),
      );
      if (emitted > 0) {
        // A failure here is the relay's to report (once per outage); the events wait in the outbox.
        const published = outbox.flush().catch((error: Error) => log.debug({ err: error }, 'events left in the outbox for the relay'));
        if (options.waitForPublish) await published;
      }
      return result;
    },
  };
}
