import type { LightMyRequestResponse } from 'fastify';

/** One answer to a write of the load, with when it was sent and answered. */
export interface WriteAnswer {
  index: number;
  status: number;
  body: Record<string, unknown>;
  sentAt: number;
  answeredAt: number;
}

/**
 * Sends writes at a steady rate without waiting for the answers, as many visitors would, and
 * keeps every answer. `send` gets the write's index, to make each write recognisable.
 */
export class SteadyWrites {
  readonly answers: WriteAnswer[] = [];
  private sent = 0;
  private timer: NodeJS.Timeout | null = null;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly send: (index: number) => Promise<LightMyRequestResponse>,
    private readonly perSecond = 20,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.fire(), 1000 / this.perSecond);
  }

  /** How many writes have been sent so far. */
  get count(): number {
    return this.sent;
  }

  /** Stops sending and waits for the answers still due. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.all([...this.inFlight]);
  }

  /** The answers to the writes sent from index `from` up to, not including, `to`. */
  between(from: number, to: number): WriteAnswer[] {
    return this.answers.filter((answer) => answer.index >= from && answer.index < to);
  }

  private fire(): void {
    const index = this.sent;
    this.sent += 1;
    const sentAt = Date.now();
    const answered = this.send(index).then(
      (response) => {
        let body: Record<string, unknown> = {};
        try {
          body = response.json();
        } catch {
          body = { raw: response.body };
        }
        this.answers.push({ index, status: response.statusCode, body, sentAt, answeredAt: Date.now() });
      },
      (error: Error) => {
        this.answers.push({ index, status: 0, body: { raw: error.message }, sentAt, answeredAt: Date.now() });
      },
    );
    const tracked = answered.finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }
}
