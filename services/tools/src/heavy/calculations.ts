import { MORTGAGE_PERIODS_PER_YEAR } from '@orbita/proto-types';
import { InvalidInputError, WorkerPool, workerFile } from '@orbita/service-kit';
import { CalculationsBusyError, CalculationsPerAddressError, InvalidMortgageInputError, InvalidWorkingDaysInputError } from '../errors.js';
import { runCalculation, type CalculationJob, type CalculationResult } from './calculation.js';

/** What a visitor turned away is told to wait: the heaviest calculation takes a few tenths of a second. */
export const CALCULATIONS_RETRY_AFTER_SECONDS = 2;

/** Up to this many days (about five years) working days are counted at once on the event loop: well under a millisecond. */
const INLINE_MAX_DAYS = 5 * 366;
/** Up to this many rows (ten years of monthly payments) a mortgage is worked out at once on the event loop. */
const INLINE_MAX_PAYMENTS = 120;

const DAY_MS = 86_400_000;

/** Whether a job is cheap enough to run on the event loop: a thread is slower to reach than it is to answer. */
export function calculatedInline(job: CalculationJob): boolean {
  if (job.kind === 'count-working-days') {
    const { from, to, add } = job.request;
    // Adding n working days walks about 7/5 n calendar days.
    const span = to !== undefined ? (Date.parse(to) - Date.parse(from)) / DAY_MS : ((add ?? 0) * 7) / 5;
    // A date that does not parse is refused by the logic at once.
    return !Number.isFinite(span) || Math.abs(span) <= INLINE_MAX_DAYS;
  }
  const perYear = MORTGAGE_PERIODS_PER_YEAR[job.request.frequency ?? 'monthly'] ?? 12;
  const payments = job.request.years * perYear;
  return !Number.isFinite(payments) || payments <= INLINE_MAX_PAYMENTS;
}

/** A refusal that came back from a thread, raised again as the error the route raised on the event loop. */
function refusedAs({ code, message }: { code: string; message: string }): Error {
  switch (code) {
    case 'INVALID_INPUT':
      return new InvalidInputError(message);
    case 'TOOLS_INVALID_WORKING_DAYS':
      return new InvalidWorkingDaysInputError(message);
    case 'TOOLS_INVALID_MORTGAGE':
      return new InvalidMortgageInputError(message);
    default:
      return new Error(`a calculation refused with an unknown code ${code}: ${message}`);
  }
}

export interface CalculationsOptions {
  threads: number;
  /** Jobs that may wait for a thread, all addresses together; one more answers 503 at once. */
  queue: number;
  /** Heavy jobs one address may have running or waiting; one more answers 429 at once. */
  perAddress: number;
  /** The worker module; by default the compiled calculation-worker.js of this package. */
  workerFile?: string;
}

/**
 * The heaviest calculations (working days over decades, mortgage plans of hundreds of rows) in a bounded pool
 * of worker threads, so they never hold the event loop that answers everybody else; cheap ones are answered
 * at once (see `calculatedInline`). One address may hold only `perAddress` places, so a single visitor
 * cannot fill the pool and its queue for the others.
 */
export class Calculations {
  private readonly pool: WorkerPool<CalculationJob, CalculationResult>;
  private readonly held = new Map<string, number>();

  constructor(private readonly options: CalculationsOptions) {
    this.pool = new WorkerPool({
      filename: options.workerFile ?? workerFile(import.meta.url, 'calculation-worker'),
      threads: options.threads,
      queue: options.queue,
      whenFull: () =>
        Object.assign(new CalculationsBusyError('Il servizio di calcolo è molto richiesto in questo momento: riprova tra qualche secondo'), {
          retryAfter: CALCULATIONS_RETRY_AFTER_SECONDS,
        }),
    });
  }

  /** The answer to `job` for the visitor at `address`: the same as the route's function gives. */
  async run(job: CalculationJob, address: string): Promise<unknown> {
    if (calculatedInline(job)) return runCalculation(job);
    const held = this.held.get(address) ?? 0;
    if (held >= this.options.perAddress) {
      throw Object.assign(
        new CalculationsPerAddressError('Troppi calcoli in corso dalla tua connessione: attendi che finiscano quelli già richiesti e riprova'),
        { retryAfter: CALCULATIONS_RETRY_AFTER_SECONDS },
      );
    }
    this.held.set(address, held + 1);
    try {
      const result = await this.pool.run(job);
      if ('refusal' in result) throw refusedAs(result.refusal);
      return result.answer;
    } finally {
      const left = (this.held.get(address) ?? 1) - 1;
      if (left > 0) this.held.set(address, left);
      else this.held.delete(address);
    }
  }

  /** Addresses holding a place now (for tests and readiness). */
  get addresses(): number {
    return this.held.size;
  }

  async close(): Promise<void> {
    await this.pool.close();
  }
}


