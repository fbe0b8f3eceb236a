import type { DependencyReporter, Kv } from '@orbita/service-kit';
import { parseEcbHistory } from './ecb-xml.js';
import { historyFromJson, isFullerHistory, isNewer, ratesFromJson, type ExchangeRates } from './exchange-rates.js';

/** Where every replica keeps the last good rates, so they all convert alike. */
export const SHARED_RATES_KEY = 'tools:exchange-rates';
/** ...and the days before them, for the chart of a pair. */
export const SHARED_HISTORY_KEY = 'tools:exchange-rates-history';

/** The ECB's 90-day feed is about 60 KB; anything far larger is not the feed. */
const MAX_FEED_BYTES = 1024 * 1024;

export interface RatesLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface RatesStoreOptions {
  kv: Kv;
  /** The rates shipped with the service: the answer until something newer is known. */
  shipped: ExchangeRates;
  feedUrl: string;
  fetchTimeoutMs: number;
  refreshSeconds: number;
  syncSeconds: number;
  log: RatesLog;
  /**
   * Told when the KV fails and when it works again, so that an outage of Redis is logged once
   * rather than at every sync; without it each failure is a warning.
   */
  dependencies?: DependencyReporter;
}

/**
 * The exchange rates the service converts with. Requests read them from memory only; in the
 * background the store fetches the feed every `refreshSeconds` and reads the shared copy every
 * `syncSeconds`. A set only ever replaces an older one, and a broken or unreachable feed changes
 * nothing, so the last good rates stay in use.
 */
export class ExchangeRateStore {
  private rates: ExchangeRates;
  private days: ExchangeRates[];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly aborter = new AbortController();
  private stopped = false;

  constructor(private readonly options: RatesStoreOptions) {
    this.rates = options.shipped;
    this.days = [options.shipped];
  }

  current(): ExchangeRates {
    return this.rates;
  }

  /** Every day known, newest first: the shipped one until the feed has answered. */
  history(): readonly ExchangeRates[] {
    return this.days;
  }

  /** Starts the background work and returns at once: start-up never waits for the feed. */
  start(): void {
    this.every(this.options.refreshSeconds, async () => {
      await this.syncFromShared();
      await this.refreshFromFeed();
    });
    this.every(this.options.syncSeconds, () => this.syncFromShared(), this.options.syncSeconds);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.aborter.abort();
    for (const timer of this.timers) clearTimeout(timer);
    await Promise.allSettled([...this.inFlight]);
  }

  /** Adopts the shared copy when it is newer; answers whether it did. */
  async syncFromShared(): Promise<boolean> {
    try {
      const sharedHistory = historyFromJson(await this.options.kv.get(SHARED_HISTORY_KEY));
      if (sharedHistory) this.adoptHistory(sharedHistory);
      const shared = ratesFromJson(await this.options.kv.get(SHARED_RATES_KEY));
      this.kvWorked();
      return shared !== null && this.adopt(shared, 'kv');
    } catch (error) {
      this.kvFailed(error, 'exchange rates: shared copy not readable');
      return false;
    }
  }

  /** Fetches the feed, adopts it when newer and shares it; answers whether the feed was good. */
  async refreshFromFeed(): Promise<boolean> {
    let fetched: ExchangeRates[];
    try {
      fetched = parseEcbHistory(await this.fetchFeed());
    } catch (error) {
      // The feed's own fault or the network's, never this code's: one line an operator can read, not a stack.
      if (!this.stopped) {
        const details = { url: this.options.feedUrl, reason: feedProblem(error), ratesOf: this.rates.date };
        this.options.log.warn(details, 'exchange rates: feed not usable, the last good rates stay');
      }
      return false;
    }
    this.adopt(fetched[0]!, 'feed');
    if (this.adoptHistory(fetched)) await this.shareHistory(fetched);
    await this.share(fetched[0]!);
    return true;
  }

  private async fetchFeed(): Promise<string> {
    const signal = AbortSignal.any([this.aborter.signal, AbortSignal.timeout(this.options.fetchTimeoutMs)]);
    const response = await fetch(this.options.feedUrl, { signal, headers: { accept: 'application/xml, text/xml' } });
    if (!response.ok) throw new Error(`the feed answered ${response.status}`);
    const text = await response.text();
    if (text.length > MAX_FEED_BYTES) throw new Error('the feed is too large');
    return text;
  }

  /** Writes `rates` to the shared copy unless that already holds the same day or a later one. */
  private async share(rates: ExchangeRates): Promise<void> {
    try {
      const shared = ratesFromJson(await this.options.kv.get(SHARED_RATES_KEY));
      if (shared === null || isNewer(rates, shared)) await this.options.kv.set(SHARED_RATES_KEY, JSON.stringify(rates));
      this.kvWorked();
    } catch (error) {
      this.kvFailed(error, 'exchange rates: shared copy not updated');
    }
  }

  private async shareHistory(days: ExchangeRates[]): Promise<void> {
    try {
      const shared = historyFromJson(await this.options.kv.get(SHARED_HISTORY_KEY));
      if (shared === null || isFullerHistory(days, shared)) await this.options.kv.set(SHARED_HISTORY_KEY, JSON.stringify(days));
      this.kvWorked();
    } catch (error) {
      this.kvFailed(error, 'exchange rates: shared history not updated');
    }
  }

  private get kvName(): string {
    return this.options.kv.kind === 'redis' ? 'redis' : 'kv';
  }

  private kvWorked(): void {
    this.options.dependencies?.up(this.kvName);
  }

  private kvFailed(error: unknown, what: string): void {
    if (this.options.dependencies) this.options.dependencies.down(this.kvName, error as Error);
    else this.options.log.warn({ err: error }, what);
  }

  private adoptHistory(candidate: ExchangeRates[]): boolean {
    if (!isFullerHistory(candidate, this.days)) return false;
    this.days = candidate;
    return true;
  }

  private adopt(candidate: ExchangeRates, origin: 'feed' | 'kv'): boolean {
    if (!isNewer(candidate, this.rates)) return false;
    this.rates = candidate;
    this.options.log.info({ date: candidate.date, origin }, 'exchange rates updated');
    return true;
  }

  /** Runs `task` now-ish and then `seconds` after each run ends, so runs never overlap. */
  private every(seconds: number, task: () => Promise<unknown>, firstDelaySeconds = 0): void {
    const schedule = (delaySeconds: number) => {
      if (this.stopped) return;
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        const run = task()
          .catch((error: unknown) => this.options.log.warn({ err: error }, 'exchange rates: refresh failed'))
          .finally(() => {
            this.inFlight.delete(run);
            schedule(seconds);
          });
        this.inFlight.add(run);
      }, delaySeconds * 1000);
      timer.unref();
      this.timers.add(timer);
    };
    schedule(firstDelaySeconds);
  }
}

/** What went wrong with the feed, in one line: «fetch failed: connect ECONNREFUSED 127.0.0.1:9», «the feed answered 503». */
function feedProblem(error: unknown): string {
  const message = messageOf(error) ?? String(error);
  const cause = messageOf((error as { cause?: unknown } | null)?.cause);
  return cause && !message.includes(cause) ? `${message}: ${cause}` : message;
}

/** An error's message; read by shape, since fetch's errors come from another realm under test runners. */
function messageOf(value: unknown): string | undefined {
  const message = (value as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
