import type { ServerResponse } from 'node:http';
import { SUBJECTS, type EventPayloads, type Subject } from '@orbita/proto-types';
import type { Bus, Subscription } from '@orbita/service-kit';
import { SseSession, type SessionEndReason, type SessionToken } from './sse-session.js';
import { sseMessage, SSE_RETRY } from './sse.js';

/** What the dashboard hears about: every change to contacts and suggestions. */
export const LIVE_FEED_SUBJECTS = [
  SUBJECTS.contactCreated,
  SUBJECTS.contactRead,
  SUBJECTS.contactDeleted,
  SUBJECTS.suggestionCreated,
  SUBJECTS.suggestionVoted,
  SUBJECTS.suggestionDeleted,
  SUBJECTS.suggestionApproved,
] as const satisfies readonly Subject[];

/**
 * Relays contact and suggestion events from the bus to the open dashboard streams. Subscriptions
 * have no durable name: every replica hears every event, since each holds its own streams.
 * A password change ends the streams opened with tokens it revoked.
 */
export class LiveFeed {
  private readonly sessions = new Set<SseSession>();
  private subscriptions: Promise<Subscription[]> = Promise.resolve([]);

  constructor(
    private readonly bus: Bus,
    private readonly heartbeatMs: number,
  ) {}

  /** Subscribes without waiting for the bus: a consumer created late still starts from now. */
  start(): void {
    const relays = LIVE_FEED_SUBJECTS.map((subject) =>
      this.bus.subscribe(subject, async (event) => this.broadcast(subject, event)),
    );
    const revocations = this.bus.subscribe(SUBJECTS.passwordChanged, async (event) => {
      this.endSessionsBefore(event.username, event.notBefore, 'password_changed');
    });
    this.subscriptions = Promise.all([...relays, revocations]);
  }

  open(response: ServerResponse, token: SessionToken): void {
    const session = new SseSession(response, token, this.heartbeatMs, (closed) => this.sessions.delete(closed));
    this.sessions.add(session);
    session.write(SSE_RETRY);
    session.write(sseMessage({ event: 'ready', data: { subjects: LIVE_FEED_SUBJECTS } }));
  }

  broadcast<S extends Subject>(subject: S, event: EventPayloads[S]): void {
    const framed = sseMessage({ id: event.eventId, event: subject, data: event });
    for (const session of this.sessions) session.write(framed);
  }

  endSessionsBefore(username: string, notBefore: number, reason: SessionEndReason): void {
    for (const session of [...this.sessions]) {
      if (session.token.username === username && session.token.issuedAt < notBefore) session.end(reason);
    }
  }

  get openSessions(): number {
    return this.sessions.size;
  }

  async stop(): Promise<void> {
    for (const session of [...this.sessions]) session.end('shutdown');
    const subscriptions = await this.subscriptions;
    await Promise.all(subscriptions.map((subscription) => subscription.stop().catch(() => undefined)));
  }
}
