import type { EventPayloads, RequestPayloads, RequestSubject, Subject } from '@orbita/proto-types';

export type EventHandler<S extends Subject> = (event: EventPayloads[S]) => Promise<void>;

export interface SubscribeOptions {
  /**
   * With a durable name, replicas of one service share the work and each event is handled once
   * (acked explicitly, redelivered while the handler throws). Without one, every process gets
   * every new event: for per-process state such as caches and live feeds.
   */
  durable?: string;
}

/** A subscription and whether its consumer exists now (on the NATS server, for the NATS bus). */
export interface ConsumerState {
  subject: Subject;
  durable?: string;
  attached: boolean;
}

export interface Subscription {
  stop(): Promise<void>;
}

/**
 * The event bus. NATS JetStream in production; an in-process dispatcher in the embedded mode.
 * Both de-duplicate by `msgId` and pass the same contract tests.
 */
export interface Bus {
  readonly kind: 'nats' | 'memory';
  /** `headers` carry the trace context (W3C `traceparent`) while tracing is on. */
  publish<S extends Subject>(subject: S, event: EventPayloads[S], msgId: string, headers?: Record<string, string>): Promise<void>;
  subscribe<S extends Subject>(subject: S, handler: EventHandler<S>, options?: SubscribeOptions): Promise<Subscription>;
  /** Every subscription made on this bus, for readiness: one not attached hears nothing. */
  consumers(): ConsumerState[];
  /**
   * Core request/reply: the answer of one responder, or a throw when none answers within
   * `timeoutMs`, none listens, or the bus is offline (then at once, without waiting).
   */
  request<R extends RequestSubject>(subject: R, query: RequestPayloads[R]['query'], timeoutMs: number): Promise<RequestPayloads[R]['answer']>;
  /** Answers the requests on `subject`; with several responders (replicas) one answers each request. */
  respond<R extends RequestSubject>(
    subject: R,
    answer: (query: RequestPayloads[R]['query']) => Promise<RequestPayloads[R]['answer']>,
  ): Promise<Subscription>;
  /** Throws when the bus cannot take events now. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
