import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';

/** Worker threads that leave one core to the event loop that answers everybody else. */
export function threadsForThisMachine(): number {
  return Math.max(1, os.availableParallelism() - 1);
}

/**
 * The compiled worker `name` beside the module at `moduleUrl`. Compiled code finds it next to
 * itself (`dist/…/name.js`); tests run the TypeScript sources, where no `.js` sits beside them,
 * and get the same file from the package's `dist/` (built by `npx tsc -b`, as `make test` does).
 */
export function workerFile(moduleUrl: string, name: string): string {
  const beside = fileURLToPath(new URL(`./${name}.js`, moduleUrl));
  if (existsSync(beside)) return beside;
  const compiled = beside.replace(/([/\\])src([/\\])(?!.*[/\\]src[/\\])/, '$1dist$2');
  if (compiled !== beside && existsSync(compiled)) return compiled;
  throw new Error(`worker ${name} not found at ${beside} nor ${compiled}: build it with \`npx tsc -b\``);
}

/** How much lower than the process the threads run (Unix nice; 19 is the lowest priority). */
export const WORKER_NICENESS = 10;

/** piscina's refusals of a task that finds every thread busy and the queue full (or none allowed). */
const POOL_FULL = new Set(['Task queue is at limit', 'No task queue available and all Workers are busy']);

export interface WorkerPoolOptions {
  /** The worker module: its default export is called with each task and answers its result. */
  filename: string;
  /** Threads at most; none are kept while idle, so a quiet service holds no worker's memory. */
  threads: number;
  /** Tasks that may wait for a thread; one more is refused at once with `whenFull()`. */
  queue: number;
  /** The error a refused task throws: a 503 with `retryAfter`, in the caller's words and code. */
  whenFull: () => Error;
  /** A thread idle this long stops (default 30 s). */
  idleTimeoutMs?: number;
}

/**
 * CPU-heavy work off the event loop: a bounded pool of worker threads (piscina) at a lower
 * priority than the event loop, with a bounded queue. A task beyond the queue is refused at once, so a burst never turns into a wait that grows
 * without bound for everybody behind it.
 */
export class WorkerPool<Task, Result> {
  private readonly pool: Piscina<Task, Result>;

  constructor(private readonly options: WorkerPoolOptions) {
    this.pool = new Piscina<Task, Result>({
      filename: options.filename,
      minThreads: 0,
      maxThreads: options.threads,
      maxQueue: options.queue,
      idleTimeout: options.idleTimeoutMs ?? 30_000,
      // Below the event loops' priority: on a busy machine a request of another visitor gets the
      // CPU before an image does, so heavy work slows only those who asked for it.
      niceIncrement: WORKER_NICENESS,
    });
  }

  async run(task: Task): Promise<Result> {
    try {
      return await this.pool.run(task);
    } catch (error) {
      if (error instanceof Error && POOL_FULL.has(error.message)) throw this.options.whenFull();
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
