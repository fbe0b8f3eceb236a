import type { PGlite } from '@electric-sql/pglite';

interface Pending {
  connection: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: Error) => void;
}

/** Frontend messages after which Postgres answers ReadyForQuery: the end of a protocol batch. */
const SYNC = 0x53; // 'S'
const SIMPLE_QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'
/** A startup message begins with its length, whose first byte is 0, rather than a type letter. */
const STARTUP = 0x00;
const ENDS_A_BATCH = new Set([SYNC, SIMPLE_QUERY, TERMINATE, STARTUP]);

/**
 * PGlite is a single Postgres session shared by every socket connection. pglite-socket's own
 * queue interleaves connections message by message, so one connection's Parse can replace the
 * unnamed statement another has just parsed and not yet bound ("portal does not exist", or the
 * wrong rows), and one failed message stops its queue for good (electric-sql/pglite#1046).
 *
 * This queue gives the session to one connection from its first message until the batch ends
 * (Sync or a simple query) outside a transaction; until then other connections wait their turn.
 */
export interface SessionQueueOptions {
  /** How long the connection holding the session may send nothing before it is told to go. */
  idleInTransactionMs: number;
  /** Ends that connection: its handler detaches, which rolls back and frees the session. */
  onIdleInTransaction(connection: number): void;
}

export class SessionQueue {
  private readonly waiting: Pending[] = [];
  private owner: number | null = null;
  private running = false;
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: PGlite,
    private readonly options: SessionQueueOptions,
  ) {}

  /** Armed while the owner holds the session with nothing of its own to run. */
  private watchIdleOwner(): void {
    this.stopWatchingIdleOwner();
    const owner = this.owner;
    if (owner === null) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.owner === owner) this.options.onIdleInTransaction(owner);
    }, this.options.idleInTransactionMs);
    this.idleTimer.unref();
  }

  private stopWatchingIdleOwner(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  enqueue(connection: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ connection, message, onData, resolve, reject });
      void this.run();
    });
  }

  getQueueLength(): number {
    return this.waiting.length;
  }

  /** A closed connection's messages are dropped; the session is freed if it held it. */
  clearQueueForHandler(connection: number): void {
    for (let index = this.waiting.length - 1; index >= 0; index -= 1) {
      const pending = this.waiting[index]!;
      if (pending.connection !== connection) continue;
      this.waiting.splice(index, 1);
      pending.reject(new Error('Connection closed'));
    }
  }

  /** A connection that closes inside a transaction or a batch leaves nothing half done behind. */
  async clearTransactionIfNeeded(connection: number): Promise<void> {
    if (this.owner !== connection) return;
    // exec takes PGlite's own lock, so it waits for any message of this connection still running.
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    this.owner = null;
    this.stopWatchingIdleOwner();
    void this.run();
  }

  private next(): Pending | undefined {
    const index = this.owner === null ? 0 : this.waiting.findIndex((pending) => pending.connection === this.owner);
    return index === -1 ? undefined : this.waiting.splice(index, 1)[0];
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let pending = this.next(); pending; pending = this.next()) {
        this.stopWatchingIdleOwner();
        this.owner = pending.connection;
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(pending.message, {
              onRawData: (data) => {
                bytes += data.length;
                pending.onData(data);
              },
            }),
          );
          pending.resolve(bytes);
        } catch (error) {
          pending.reject(error instanceof Error ? error : new Error(String(error)));
        }
        if (ENDS_A_BATCH.has(pending.message[0]!) && !this.db.isInTransaction()) this.owner = null;
      }
    } finally {
      this.running = false;
      this.watchIdleOwner();
    }
  }
}
