import { randomUUID } from 'node:crypto';
import type { EventPayloads, Subject } from '@orbita/proto-types';
import type { Bus } from '../bus/bus.js';
import type { DependencyReporter } from '../http/dependency-log.js';
import { traceHooks, type TraceHooks } from '../tracing/hooks.js';
import { schemaOf, type Pool, type PoolClient } from './pool.js';

/**
 * The transactional outbox. A service writes its event in the same transaction as the change
 * (`enqueueEvent`), so an event exists exactly when the change does; the relay then publishes
 * it with its id as `Nats-Msg-Id`, so a retry after a crash is dropped by JetStream as a duplicate.
 * Every service schema has the table (see its first migration):
 *   outbox(id uuid primary key, subject text, payload jsonb, created_at timestamptz, published_at timestamptz)
 * and, since tracing, a nullable `traceparent`: the trace of the request that wrote the event, so
 * the relay, which publishes it later, continues that trace. It is only read and written while
 * tracing is on; with tracing off the statements are the ones from before it.
 */
export type EventBody<S extends Subject> = Omit<EventPayloads[S], 'eventId' | 'occurredAt'>;

export async function enqueueEvent<S extends Subject>(
  client: PoolClient | Pool,
  subject: S,
  body: EventBody<S>,
): Promise<EventPayloads[S]> {
  const event = { eventId: randomUUID(), occurredAt: new Date().toISOString(), ...body } as EventPayloads[S];
  const values = [event.eventId, subject, JSON.stringify(event)];
  const traceparent = traceHooks()?.inject().traceparent;
  if (traceparent) {
    await client.query(`INSERT INTO ${schemaOf(client)}.outbox (id, subject, payload, traceparent) VALUES ($1, $2, $3, $4)`, [
      ...values,
      traceparent,
    ]);
  } else {
    await client.query(`INSERT INTO ${schemaOf(client)}.outbox (id, subject, payload) VALUES ($1, $2, $3)`, values);
  }
  return event;
}

export interface OutboxRelayOptions {
  pool: Pool;
  bus: Bus;
  /** How often to look for unpublished events when nothing woke the relay. */
  intervalMs?: number;
  batchSize?: number;
  /**
   * Told when Postgres or NATS fails the relay and when it works again: the relay retries every
   * interval, and an outage must be logged once, not once a second.
   */
  dependencies?: DependencyReporter;
}

export interface OutboxRelay {
  /** Publishes what is pending now; the relay also does this on its own. */
  flush(): Promise<number>;
  /** Unpublished events, for readiness. */
  pending(): Promise<number>;
  stop(): Promise<void>;
}

interface OutboxRow {
  id: string;
  subject: Subject;
  payload: EventPayloads[Subject];
  traceparent?: string | null;
}

/** Publishes one row; while tracing, in a span of the trace that wrote it, its context in the message headers. */
function publishRow(bus: Bus, row: OutboxRow, hooks: TraceHooks | undefined): Promise<void> {
  if (!hooks) return bus.publish(row.subject, row.payload, row.id);
  const parent = row.traceparent ? { traceparent: row.traceparent } : undefined;
  return hooks.publish(row.subject, parent, (headers) => bus.publish(row.subject, row.payload, row.id, headers));
}

export function startOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { pool, bus } = options;
  const outbox = `${schemaOf(pool)}.outbox`;
  const batchSize = options.batchSize ?? 100;
  let running: Promise<number> | null = null;
  let runningSince = 0;
  let stopped = false;

  async function publishBatch(): Promise<number> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      // SKIP LOCKED lets several replicas relay side by side without publishing a row twice at once.
      const hooks = traceHooks();
      const { rows } = await client.query<OutboxRow>(
        `SELECT id, subject, payload${hooks ? ', traceparent' : ''} FROM ${outbox} WHERE published_at IS NULL
         ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [batchSize],
      );
      const published: string[] = [];
      for (const row of rows) {
        try {
          await publishRow(bus, row, hooks);
          published.push(row.id);
          options.dependencies?.up('nats');
        } catch (error) {
          options.dependencies?.down('nats', error as Error);
          break;
        }
      }
      if (published.length > 0) {
        await client.query(`UPDATE ${outbox} SET published_at = now() WHERE id = ANY($1::uuid[])`, [published]);
      }
      await client.query('COMMIT');
      return published.length;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const count = await publishBatch();
      total += count;
      if (count < batchSize) return total;
    }
  }

  function flush(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    if (!running) runningSince = Date.now();
    running ??= drain().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => {
    const attempt = flush();
    const since = runningSince;
    attempt.then(
      () => options.dependencies?.up('postgres'),
      (error: Error) => options.dependencies?.down('postgres', error, since),
    );
  }, options.intervalMs ?? 1000);
  timer.unref();

  return {
    flush,
    async pending() {
      const { rows } = await pool.query<{ count: string }>(`SELECT count(*) FROM ${outbox} WHERE published_at IS NULL`);
      return Number(rows[0]?.count ?? 0);
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
