import type { NatsConnection } from '@nats-io/transport-node';
import type { ConsumerMessages, JetStreamClient } from '@nats-io/jetstream';
import { STREAM_NAME, type EventPayloads, type Subject } from '@orbita/proto-types';
import type { Bus, EventHandler, SubscribeOptions, Subscription } from './bus.js';

export interface NatsBusOptions {
  servers: string;
  /** Client name shown by the NATS server. */
  name: string;
  /** Tests use their own stream and subject prefix so they can share one server. */
  stream?: string;
  subjectPrefix?: string;
  onError?: (error: Error, context: string) => void;
}

/** The NATS client is loaded with the first bus that needs it: the embedded hub's in-process bus never does. */
async function natsClient() {
  const [transport, jetstreamApi] = await Promise.all([import('@nats-io/transport-node'), import('@nats-io/jetstream')]);
  return { connect: transport.connect, ...jetstreamApi };
}

const DUPLICATE_WINDOW_NS = 2 * 60 * 1_000_000_000;
/** Events are notifications, not the record (that is each service's database): a month is plenty. */
const MAX_AGE_NS = 30 * 24 * 60 * 60 * 1_000_000_000;
const RETRY_MS = 1000;
const PUBLISH_TIMEOUT_MS = 3000;
const SUBSCRIBE_WAIT_MS = 3000;
const DRAIN_TIMEOUT_MS = 2000;

/**
 * JetStream adapter. It never blocks start-up on NATS: the connection is made in the background
 * and retried forever; until it is up `publish` fails fast (the outbox keeps the event) and
 * subscriptions wait.
 */
export class NatsBus implements Bus {
  readonly kind = 'nats';
  private connection: NatsConnection | null = null;
  private js: JetStreamClient | null = null;
  private readonly connected: Promise<NatsConnection>;
  private readonly stream: string;
  private readonly prefix: string;
  private readonly running = new Set<ConsumerMessages>();
  private closing = false;

  constructor(private readonly options: NatsBusOptions) {
    this.stream = options.stream ?? STREAM_NAME;
    this.prefix = options.subjectPrefix ?? '';
    this.connected = this.open();
    // Only a close ends the retries; nothing to report then.
    this.connected.catch(() => undefined);
  }

  /** Resolves once connected and the stream exists. */
  async ready(): Promise<void> {
    await this.connected;
  }

  /**
   * Connects, retrying until NATS answers or the bus is closed. Once connected the client itself
   * reconnects forever; the first connection is retried here so that `close` can stop it.
   */
  private async open(): Promise<NatsConnection> {
    for (;;) {
      if (this.closing) throw new Error('bus closed');
      let nc: NatsConnection | null = null;
      try {
        const { connect, jetstream } = await natsClient();
        nc = await connect({
          servers: this.options.servers.split(',').map((s) => s.trim()),
          name: this.options.name,
          maxReconnectAttempts: -1,
          reconnectTimeWait: RETRY_MS,
        });
        await this.ensureStream(nc);
        if (this.closing) throw new Error('bus closed');
        this.connection = nc;
        this.js = jetstream(nc);
        return nc;
      } catch (error) {
        await nc?.close().catch(() => undefined);
        if (this.closing) throw error;
        this.options.onError?.(error as Error, 'connect');
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS).unref());
      }
    }
  }

  private async ensureStream(nc: NatsConnection): Promise<void> {
    const { jetstreamManager } = await natsClient();
    const jsm = await jetstreamManager(nc);
    const config = {
      name: this.stream,
      subjects: [`${this.prefix}orbita.>`],
      duplicate_window: DUPLICATE_WINDOW_NS,
      max_age: MAX_AGE_NS,
    };
    try {
      await jsm.streams.info(this.stream);
    } catch {
      await jsm.streams.add(config);
    }
  }

  private subjectOf(subject: Subject): string {
    return this.prefix + subject;
  }

  async publish<S extends Subject>(subject: S, event: EventPayloads[S], msgId: string): Promise<void> {
    const js = this.js;
    if (!js || !this.connection || this.connection.isClosed() || this.closing) {
      throw new Error('NATS unreachable');
    }
    await js.publish(this.subjectOf(subject), JSON.stringify(event), { msgID: msgId, timeout: PUBLISH_TIMEOUT_MS });
  }

  async subscribe<S extends Subject>(
    subject: S,
    handler: EventHandler<S>,
    options: SubscribeOptions = {},
  ): Promise<Subscription> {
    const since = new Date();
    let stopped = false;
    let current: ConsumerMessages | null = null;
    let markReady: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (markReady = resolve));
    const loop = async () => {
      while (!stopped && !this.closing) {
        try {
          const nc = await this.connected;
          current = options.durable
            ? await this.durableMessages(nc, subject, options.durable)
            : await this.ephemeralMessages(subject, since);
          this.running.add(current);
          markReady();
          for await (const message of current) {
            try {
              await handler(message.json<EventPayloads[S]>());
              message.ack();
            } catch (error) {
              this.options.onError?.(error as Error, `handler ${subject}`);
              message.nak(RETRY_MS);
            }
          }
        } catch (error) {
          if (!stopped && !this.closing) this.options.onError?.(error as Error, `consumer ${subject}`);
        } finally {
          if (current) this.running.delete(current);
        }
        if (!stopped && !this.closing) await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    };
    void loop();
    // Wait for the consumer to exist when NATS is up, so no event published next is missed;
    // when NATS is down, go on and let the loop attach later.
    await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, SUBSCRIBE_WAIT_MS).unref())]);
    return {
      stop: async () => {
        stopped = true;
        await current?.close();
      },
    };
  }

  private async durableMessages(nc: NatsConnection, subject: Subject, durable: string): Promise<ConsumerMessages> {
    const { jetstream, jetstreamManager, AckPolicy, DeliverPolicy } = await natsClient();
    const jsm = await jetstreamManager(nc);
    try {
      await jsm.consumers.info(this.stream, durable);
    } catch {
      await jsm.consumers.add(this.stream, {
        durable_name: durable,
        ack_policy: AckPolicy.Explicit,
        filter_subject: this.subjectOf(subject),
        deliver_policy: DeliverPolicy.New,
        ack_wait: 30 * 1_000_000_000,
      });
    }
    const consumer = await jetstream(nc).consumers.get(this.stream, durable);
    return await consumer.consume();
  }

  private async ephemeralMessages(subject: Subject, since: Date): Promise<ConsumerMessages> {
    // Starting at the time of subscribing, not at "new", so nothing published while the
    // server-side consumer is still being created is missed.
    const { DeliverPolicy } = await natsClient();
    const consumer = await this.js!.consumers.get(this.stream, {
      filter_subjects: this.subjectOf(subject),
      deliver_policy: DeliverPolicy.StartTime,
      opt_start_time: since.toISOString(),
    });
    return await consumer.consume();
  }

  async ping(): Promise<void> {
    const nc = this.connection;
    if (!nc || nc.isClosed()) throw new Error('NATS unreachable');
    await nc.rtt();
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all([...this.running].map((messages) => messages.close().catch(() => undefined)));
    const nc = this.connection;
    if (nc && !nc.isClosed()) {
      // Draining needs the server; when it is gone, give up after a moment and just close.
      const gaveUp = new Promise<void>((resolve) => setTimeout(resolve, DRAIN_TIMEOUT_MS).unref());
      await Promise.race([nc.drain().catch(() => undefined), gaveUp]);
      if (!nc.isClosed()) await nc.close();
    }
  }
}
