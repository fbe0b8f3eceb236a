import type { FastifyBaseLogger } from 'fastify';
import type { Kv, OutboxRelay, Pool } from '@orbita/service-kit';
import type { ContactsConfig } from './config.js';

/** What the routes of this service work with. */
export interface ContactsContext {
  config: ContactsConfig;
  db: Pool;
  outbox: OutboxRelay;
  kv: Kv;
}

/**
 * Sends the events just committed without making the caller wait: when NATS is slow or down the
 * answer goes out anyway, the events stay in the outbox and the relay's timer retries them.
 */
export function publishSoon(outbox: OutboxRelay, log: FastifyBaseLogger): void {
  outbox.flush().catch((error: Error) => log.warn({ err: error }, 'outbox: pubblicazione rimandata'));
}
