import type { EventPayloads, RequestPayloads, RequestSubject, Subject } from '@orbita/proto-types';
import { traceHooks } from '../tracing/hooks.js';
import type { Bus, ConsumerState, EventHandler, SubscribeOptions, Subscription } from './bus.js';

const DEDUPE_WINDOW_MS = 2 * 60_000;
const REDELIVERY_DELAYS_MS = [100, 500, 2000, 5000];

interface Listener {
  subject: Subject;
  handler: EventHandler<Subject>;
  durable?: string;
}

/**
 * The embedded mode's bus: events go to the handlers of this process. Like JetStream it drops a
 * repeated `msgId` within a window and redelivers to a handler that throws; a durable name is
 * delivered once however many subscribers share it.
 */
export class MemoryBus implements Bus {
  readonly kind = 'memory';
  private listeners: Listener[] = [];
  private readonly seen = new Map<string, number>();
  private closed = false;
  private readonly responders = new Map<RequestSubject, (query: unknown) => Promise<unknown>>();

  async publish<S extends Subject>(subject: S, event: EventPayloads[S], msgId: string, headers?: Record<string, string>): Promise<void> {
    if (this.closed) throw new Error('bus closed');
    this.forgetOldIds();
    if (this.seen.has(msgId)) return;
    this.seen.set(msgId, Date.now());
    const durablesServed = new Set<string>();
    for (const listener of this.listeners) {
      if (listener.subject !== subject) continue;
      if (listener.durable) {
        if (durablesServed.has(listener.durable)) continue;
        durablesServed.add(listener.durable);
      }
      this.deliver(listener, structuredClone(event), 0, headers);
    }
  }

  async subscribe<S extends Subject>(
    subject: S,
    handler: EventHandler<S>,
    options: SubscribeOptions = {},
  ): Promise<Subscription> {
    const listener: Listener = { subject, handler: handler as EventHandler<Subject>, durable: options.durable };
    this.listeners.push(listener);
    return {
      stop: async () => {
        this.listeners = this.listeners.filter((l) => l !== listener);
      },
    };
  }

  async request<R extends RequestSubject>(
    subject: R,
    query: RequestPayloads[R]['query'],
    timeoutMs: number,
  ): Promise<RequestPayloads[R]['answer']> {
    if (this.closed) throw new Error('bus closed');
    const responder = this.responders.get(subject);
    if (!responder) throw new Error(`no responders on ${subject}`);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer on ${subject} within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      // A responder that fails sends no answer, as over NATS: the asker waits out its timeout.
      const answered = responder(structuredClone(query)).catch(() => new Promise<never>(() => undefined));
      return structuredClone(await Promise.race([answered, timeout])) as RequestPayloads[R]['answer'];
    } finally {
      clearTimeout(timer);
    }
  }

  async respond<R extends RequestSubject>(
    subject: R,
    answer: (query: RequestPayloads[R]['query']) => Promise<RequestPayloads[R]['answer']>,
  ): Promise<Subscription> {
    const responder = answer as (query: unknown) => Promise<unknown>;
    this.responders.set(subject, responder);
    return {
      stop: async () => {
        if (this.responders.get(subject) === responder) this.responders.delete(subject);
      },
    };
  }

  /** In one process a subscription is always attached. */
  consumers(): ConsumerState[] {
    return this.listeners.map(({ subject, durable }) => ({ subject, ...(durable ? { durable } : {}), attached: true }));
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error('bus closed');
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners = [];
    this.responders.clear();
  }

  private deliver(listener: Listener, event: EventPayloads[Subject], attempt: number, headers?: Record<string, string>): void {
    setImmediate(() => {
      if (!this.listeners.includes(listener)) return;
      const hooks = traceHooks();
      const handled = hooks
        ? hooks.consume(listener.subject, headers, () => listener.handler(event))
        : listener.handler(event);
      handled.catch(() => {
        const delay = REDELIVERY_DELAYS_MS[Math.min(attempt, REDELIVERY_DELAYS_MS.length - 1)]!;
        setTimeout(() => this.deliver(listener, event, attempt + 1, headers), delay).unref();
      });
    });
  }

  private forgetOldIds(): void {
    const oldest = Date.now() - DEDUPE_WINDOW_MS;
    for (const [id, at] of this.seen) {
      if (at >= oldest) break;
      this.seen.delete(id);
    }
  }
}
