import type { NatsConnection, Subscription as NatsSubscription } from '@nats-io/transport-node';
import type { ConsumerMessages, JetStreamClient, JsMsg } from '@nats-io/jetstream';
import { STREAM_NAME, type EventPayloads, type RequestPayloads, type RequestSubject, type Subject } from '@orbita/proto-types';
import type { DependencyReporter } from '../http/dependency-log.js';
import { traceHooks } from '../tracing/hooks.js';
import type { Bus, ConsumerState, EventHandler, SubscribeOptions, Subscription } from './bus.js';

export interface NatsBusOptions {
  servers: string;
  /** Client name shown by the NATS server. */
  name: string;
  /** Tests use their own stream and subject prefix so they can share one server. */
  stream?: string;
  subjectPrefix?: string;
  /**
   * Told when NATS, or a consumer of this bus, goes away and when it is back; the connection
   * retries every second, and an outage must be logged once, not once a second.
   */
  dependencies?: DependencyReporter;
  /** A handler failed on an event (a durable consumer gets it again). */
  onError?: (error: Error, context: string) => void;
}

/** The NATS client is loaded with the first bus that needs it: the embedded hub's in-process bus never does. */
async function natsClient() {
  const [transport, jetstreamApi] = await Promise.all([import('@nats-io/transport-node'), import('@nats-io/jetstream')]);
  return { connect: transport.connect, headers: transport.headers, ...jetstreamApi };
}

const SECOND_NS = 1_000_000_000;
const DUPLICATE_WINDOW_NS = 2 * 60 * SECOND_NS;
/** Events are notifications, not the record (that is each service's database): a month is plenty. */
const MAX_AGE_NS = 30 * 24 * 60 * 60 * SECOND_NS;
/** A consumer of a process that went away without deleting it is removed by the server after this. */
const EPHEMERAL_INACTIVE_NS = 60 * SECOND_NS;
const RETRY_MS = 1000;
const PUBLISH_TIMEOUT_MS = 3000;
const SUBSCRIBE_WAIT_MS = 3000;
const DRAIN_TIMEOUT_MS = 2000;
/** Failures in a row (a second apart) before a consumer that cannot be made is reported. */
const CONSUMER_FAILURES_TOLD = 3;
/** How often to ask a reconnected server whether its JetStream answers yet. */
const JETSTREAM_WAIT_MS = 250;
/** How long a pull waits; the server's heartbeats (half of it) tell a consumer that vanished. */
const PULL_EXPIRES_MS = 10_000;
/** What the consumer's own status says when the server no longer has it. */
const CONSUMER_GONE = new Set(['heartbeats_missed', 'consumer_not_found', 'consumer_deleted', 'stream_not_found', 'no_responders']);

/** The trace context an event arrived with (W3C headers), when it carried one. */
function traceHeaders(message: JsMsg): Record<string, string> | undefined {
  const traceparent = message.headers?.get('traceparent');
  if (!traceparent) return undefined;
  const tracestate = message.headers?.get('tracestate');
  return tracestate ? { traceparent, tracestate } : { traceparent };
}

/** Runs the handler, while tracing in a consumer span continuing the trace of the publisher. */
function handleMessage<S extends Subject>(subject: S, message: JsMsg, handler: EventHandler<S>): Promise<void> {
  const hooks = traceHooks();
  const event = message.json<EventPayloads[S]>();
  if (!hooks) return handler(event);
  return hooks.consume(subject, traceHeaders(message), () => handler(event));
}

/** A promise with its resolve at hand (Node 20 has no Promise.withResolvers). */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** One subscription of this bus: where it stands and where it would resume. */
interface Follower {
  subject: Subject;
  durable?: string;
  /** Whether its consumer exists on the server and is being read now. */
  attached: boolean;
  /** The stream sequence of the last event it handled; 0 before the first. */
  lastSeq: number;
  /** When it subscribed: an ephemeral consumer made before any event starts there. */
  since: Date;
  messages: ConsumerMessages | null;
  /** The server-side name of its last ephemeral consumer, deleted when the next one is made. */
  ephemeralName?: string;
}

/**
 * JetStream adapter. It never blocks start-up on NATS: the connection is made in the background
 * and retried forever; until it is up `publish` fails fast (the outbox keeps the event) and
 * subscriptions wait. When the connection comes back every consumer is made again at once, from
 * the event after the last one it handled: a restarted server has forgotten the ephemeral ones,
 * and the client's own recovery waits for missed heartbeats (and, for an ordered consumer made
 * with a start time, fails on every NATS with "deliver by start sequence, but optional start time
 * is also set").
 */
export class NatsBus implements Bus {
  readonly kind = 'nats';
  private connection: NatsConnection | null = null;
  private js: JetStreamClient | null = null;
  private readonly connected: Promise<NatsConnection>;
  private readonly stream: string;
  private readonly prefix: string;
  private readonly followers = new Set<Follower>();
  /** Resolved and replaced each time the connection comes back, to wake the consumers waiting for it. */
  private reconnected = signal();
  /** Connected, with JetStream answering: events can be published and consumers made. */
  private online = false;
  /** Counts the connection's losses and returns, so a late step of an earlier return stops. */
  private generation = 0;
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
        this.online = true;
        this.options.dependencies?.up('nats');
        // Its end (the connection closed) is not an error: nothing to report.
        this.followStatus(nc).catch(() => undefined);
        return nc;
      } catch (error) {
        await nc?.close().catch(() => undefined);
        if (this.closing) throw error;
        this.options.dependencies?.down('nats', error as Error);
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS).unref());
      }
    }
  }

  /** Follows the connection's losses and returns, and makes the consumers again on each return. */
  private async followStatus(nc: NatsConnection): Promise<void> {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect') {
        this.generation += 1;
        this.online = false;
        for (const follower of this.followers) follower.attached = false;
        this.options.dependencies?.down('nats', new Error(`disconnected from ${status.server}`));
      } else if (status.type === 'reconnect') {
        this.generation += 1;
        void this.comeBack(nc, this.generation);
      }
    }
  }

  /**
   * A reconnected client is not yet a working JetStream: a server just started answers its API
   * a moment later. Until it does, publishing fails at once (instead of timing out after NATS is
   * said to be back) and consumers wait; then they are all made again.
   */
  private async comeBack(nc: NatsConnection, generation: number): Promise<void> {
    while (generation === this.generation && !this.closing) {
      try {
        // A server that restarted without its store has lost the stream as well.
        await this.ensureStream(nc);
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, JETSTREAM_WAIT_MS).unref());
      }
    }
    if (generation !== this.generation || this.closing) return;
    this.online = true;
    this.options.dependencies?.up('nats');
    for (const follower of this.followers) void follower.messages?.close().catch(() => undefined);
    const woken = this.reconnected;
    this.reconnected = signal();
    woken.resolve();
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

  async publish<S extends Subject>(subject: S, event: EventPayloads[S], msgId: string, trace?: Record<string, string>): Promise<void> {
    const js = this.js;
    if (!js || !this.online || !this.connection || this.connection.isClosed() || this.closing) {
      throw new Error('NATS unreachable');
    }
    const options = { msgID: msgId, timeout: PUBLISH_TIMEOUT_MS };
    if (trace && Object.keys(trace).length > 0) {
      const { headers } = await natsClient();
      const carried = headers();
      for (const [name, value] of Object.entries(trace)) carried.set(name, value);
      await js.publish(this.subjectOf(subject), JSON.stringify(event), { ...options, headers: carried });
      return;
    }
    await js.publish(this.subjectOf(subject), JSON.stringify(event), options);
  }

  async subscribe<S extends Subject>(
    subject: S,
    handler: EventHandler<S>,
    options: SubscribeOptions = {},
  ): Promise<Subscription> {
    const follower: Follower = { subject, durable: options.durable, attached: false, lastSeq: 0, since: new Date(), messages: null };
    this.followers.add(follower);
    let stopped = false;
    let markReady: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (markReady = resolve));
    const consumer = `consumer ${subject}`;
    let failuresInARow = 0;
    const loop = async () => {
      while (!stopped && !this.closing) {
        let failed = false;
        try {
          const nc = await this.connected;
          const messages = await this.consumerMessages(nc, follower);
          follower.messages = messages;
          if (stopped) break;
          follower.attached = true;
          failuresInARow = 0;
          this.options.dependencies?.up(consumer);
          markReady();
          this.closeWhenGone(messages).catch(() => undefined);
          for await (const message of messages) {
            try {
              await handleMessage(subject, message, handler);
              if (follower.durable) message.ack();
            } catch (error) {
              this.options.onError?.(error as Error, `handler ${subject}`);
              if (follower.durable) message.nak(RETRY_MS);
            }
            follower.lastSeq = message.seq;
          }
        } catch (error) {
          failed = true;
          failuresInARow += 1;
          // While NATS is away its own outage is what is logged, not each consumer's; and a server
          // just back may refuse a consumer for a moment while it restores its state.
          const lasting = failuresInARow >= CONSUMER_FAILURES_TOLD;
          if (lasting && this.online && !stopped && !this.closing) this.options.dependencies?.down(consumer, error as Error);
        } finally {
          follower.attached = false;
          follower.messages = null;
        }
        if (stopped || this.closing) break;
        await this.untilWorthRetrying(failed);
      }
    };
    void loop();
    // Wait for the consumer to exist when NATS is up, so no event published next is missed;
    // when NATS is down, go on and let the loop attach later.
    await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, SUBSCRIBE_WAIT_MS).unref())]);
    return {
      stop: async () => {
        stopped = true;
        this.followers.delete(follower);
        await follower.messages?.close();
      },
    };
  }

  /**
   * After a consumer ended: while NATS is away, until it is back (the client reconnects every
   * second); after a failure with NATS there, a second; after a close asked for, at once.
   */
  private async untilWorthRetrying(failed: boolean): Promise<void> {
    const pause = new Promise((resolve) => setTimeout(resolve, RETRY_MS).unref());
    if (!this.online) await Promise.race([this.reconnected.promise, pause]);
    else if (failed) await pause;
  }

  /** Ends the reading of a consumer the server no longer has, so that it is made again. */
  private async closeWhenGone(messages: ConsumerMessages): Promise<void> {
    for await (const status of messages.status()) {
      if (CONSUMER_GONE.has(status.type)) {
        await messages.close().catch(() => undefined);
        return;
      }
    }
  }

  private async consumerMessages(nc: NatsConnection, follower: Follower): Promise<ConsumerMessages> {
    const { jetstream } = await natsClient();
    const name = follower.durable ?? (await this.createEphemeral(nc, follower));
    if (follower.durable) await this.ensureDurable(nc, follower.subject, follower.durable);
    const consumer = await jetstream(nc).consumers.get(this.stream, name);
    return await consumer.consume({ max_messages: 100, expires: PULL_EXPIRES_MS });
  }

  private async ensureDurable(nc: NatsConnection, subject: Subject, durable: string): Promise<void> {
    const { jetstreamManager, AckPolicy, DeliverPolicy } = await natsClient();
    const jsm = await jetstreamManager(nc);
    try {
      await jsm.consumers.info(this.stream, durable);
    } catch {
      await jsm.consumers.add(this.stream, {
        durable_name: durable,
        ack_policy: AckPolicy.Explicit,
        filter_subject: this.subjectOf(subject),
        deliver_policy: DeliverPolicy.New,
        ack_wait: 30 * SECOND_NS,
      });
    }
  }

  /**
   * A consumer of this process alone, starting after the last event it handled, or at the time
   * of subscribing before the first one (so nothing published while it was being made is
   * missed). Made by this bus rather than as the client's ordered consumer, whose recreation
   * copies the start time beside the start sequence, which every NATS server refuses.
   */
  private async createEphemeral(nc: NatsConnection, follower: Follower): Promise<string> {
    const { jetstreamManager, AckPolicy, DeliverPolicy } = await natsClient();
    const jsm = await jetstreamManager(nc);
    // After a mere network blip the server still has the previous one; it would linger until its inactivity limit.
    if (follower.ephemeralName) void jsm.consumers.delete(this.stream, follower.ephemeralName).catch(() => undefined);
    const start =
      follower.lastSeq > 0
        ? { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: follower.lastSeq + 1 }
        : { deliver_policy: DeliverPolicy.StartTime, opt_start_time: follower.since.toISOString() };
    const info = await jsm.consumers.add(this.stream, {
      ...start,
      ack_policy: AckPolicy.None,
      filter_subject: this.subjectOf(follower.subject),
      inactive_threshold: EPHEMERAL_INACTIVE_NS,
      mem_storage: true,
      num_replicas: 1,
    });
    follower.ephemeralName = info.name;
    return info.name;
  }

  /** Each subscription and whether its consumer is there now, for readiness. */
  consumers(): ConsumerState[] {
    return [...this.followers].map(({ subject, durable, attached }) => ({ subject, ...(durable ? { durable } : {}), attached }));
  }

  async request<R extends RequestSubject>(
    subject: R,
    query: RequestPayloads[R]['query'],
    timeoutMs: number,
  ): Promise<RequestPayloads[R]['answer']> {
    const nc = this.connection;
    // Offline, the client would hold the request until it reconnects: refused at once instead.
    if (!nc || nc.isClosed() || !this.online || this.closing) throw new Error('NATS unreachable');
    const reply = await nc.request(this.prefix + subject, JSON.stringify(query), { timeout: timeoutMs });
    return reply.json<RequestPayloads[R]['answer']>();
  }

  /**
   * A core subscription in a queue group named by the subject, made once connected (start-up
   * never waits for NATS); the client makes it again by itself after each reconnection.
   */
  async respond<R extends RequestSubject>(
    subject: R,
    answer: (query: RequestPayloads[R]['query']) => Promise<RequestPayloads[R]['answer']>,
  ): Promise<Subscription> {
    let subscription: NatsSubscription | null = null;
    let stopped = false;
    this.connected
      .then((nc) => {
        if (stopped || nc.isClosed()) return;
        subscription = nc.subscribe(this.prefix + subject, {
          queue: subject,
          callback: (error, message) => {
            if (error) return;
            Promise.resolve()
              .then(() => answer(message.json<RequestPayloads[R]['query']>()))
              .then((reply) => message.respond(JSON.stringify(reply)))
              .catch((failure: Error) => this.options.onError?.(failure, subject));
          },
        });
      })
      .catch(() => undefined);
    return {
      stop: async () => {
        stopped = true;
        subscription?.unsubscribe();
      },
    };
  }

  async ping(): Promise<void> {
    const nc = this.connection;
    if (!nc || nc.isClosed()) throw new Error('NATS unreachable');
    await nc.rtt();
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all([...this.followers].map((follower) => follower.messages?.close().catch(() => undefined)));
    const nc = this.connection;
    if (nc && !nc.isClosed()) {
      // Draining needs the server; when it is gone, give up after a moment and just close.
      const gaveUp = new Promise<void>((resolve) => setTimeout(resolve, DRAIN_TIMEOUT_MS).unref());
      await Promise.race([nc.drain().catch(() => undefined), gaveUp]);
      if (!nc.isClosed()) await nc.close();
    }
  }
}
