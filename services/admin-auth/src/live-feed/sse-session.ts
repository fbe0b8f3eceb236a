import type { ServerResponse } from 'node:http';
import { sseMessage, SSE_HEARTBEAT } from './sse.js';

/** A client that stopped reading is let go instead of piling events up in memory. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export type SessionEndReason = 'password_changed' | 'expired' | 'shutdown';

export interface SessionToken {
  username: string;
  issuedAt: number;
  expiresAt: number;
}

/** One open stream of the live feed, bound to the token that opened it. */
export class SseSession {
  private readonly heartbeat: NodeJS.Timeout;
  private readonly expiry: NodeJS.Timeout;
  private ended = false;

  constructor(
    private readonly response: ServerResponse,
    readonly token: SessionToken,
    heartbeatMs: number,
    private readonly onClosed: (session: SseSession) => void,
  ) {
    this.heartbeat = setInterval(() => this.write(SSE_HEARTBEAT), heartbeatMs);
    // A stream outlives no token: it ends when the token that opened it expires.
    this.expiry = setTimeout(() => this.end('expired'), Math.max(0, token.expiresAt * 1000 - Date.now()));
    response.on('close', () => this.release());
  }

  write(text: string): void {
    if (this.ended) return;
    if (this.response.writableLength > MAX_BUFFERED_BYTES) {
      this.response.destroy();
      return;
    }
    this.response.write(text);
  }

  /** Tells the client why, so the dashboard can send the admin back to the login. */
  end(reason: SessionEndReason): void {
    if (this.ended) return;
    this.write(sseMessage({ event: 'session-ended', data: { reason } }));
    this.response.end();
    this.release();
  }

  private release(): void {
    if (this.ended) return;
    this.ended = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.expiry);
    this.onClosed(this);
  }
}
