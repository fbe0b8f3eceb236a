import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

export interface SupervisorOptions {
  /** Named in the log lines. */
  name: string;
  command: string;
  args: string[];
  spawnOptions?: SpawnOptions;
  /** Where the supervisor says what it does (an English line each time). */
  log: (line: string) => void;
  /** Wait before the first restart; doubled after each exit that follows a short run. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** A process that ran this long before exiting starts the backoff over. */
  stableAfterMs?: number;
  /**
   * Exit codes that restarting cannot cure: 78 (EX_CONFIG) is what a service exits with when its
   * settings are wrong. The supervisor gives up on those and calls `onGiveUp`.
   */
  fatalExitCodes?: number[];
  onGiveUp?: (code: number) => void;
}

export interface Supervised {
  readonly name: string;
  /** PID of the running process; null between an exit and its restart. */
  pid(): number | null;
  /** How many times it was started again. */
  restarts(): number;
  /** Stops it (SIGTERM, then waits for it) and restarts it no more. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Keeps a process running: when it exits on its own it is started again after a delay that
 * doubles while it keeps failing soon after starting (1 s, 2 s, 4 s … 30 s), so one service
 * that fails does not stop the others, nor spins on the CPU.
 */
export function supervise(options: SupervisorOptions): Supervised {
  const initialDelay = options.initialDelayMs ?? 1000;
  const maxDelay = options.maxDelayMs ?? 30_000;
  const stableAfter = options.stableAfterMs ?? 60_000;
  const fatal = new Set(options.fatalExitCodes ?? [78]);
  let child: ChildProcess | null = null;
  let stopping = false;
  let restarts = 0;
  let failuresInARow = 0;
  let pending: NodeJS.Timeout | null = null;

  function start(): void {
    const startedAt = Date.now();
    const started = spawn(options.command, options.args, options.spawnOptions ?? {});
    child = started;
    started.once('exit', (code, signal) => {
      child = null;
      if (stopping) return;
      const how = code ?? signal;
      if (code !== null && fatal.has(code)) {
        options.log(`${options.name} exited (code ${code}): its configuration is wrong, not restarting it`);
        options.onGiveUp?.(code);
        return;
      }
      failuresInARow = Date.now() - startedAt >= stableAfter ? 1 : failuresInARow + 1;
      const delay = Math.min(initialDelay * 2 ** (failuresInARow - 1), maxDelay);
      options.log(`${options.name} exited (${how}): restarting it in ${formatSeconds(delay)} (restart ${restarts + 1})`);
      pending = setTimeout(() => {
        pending = null;
        if (stopping) return;
        restarts += 1;
        start();
        options.log(`${options.name} restarted (pid ${child?.pid ?? '?'})`);
      }, delay);
    });
  }

  start();
  return {
    name: options.name,
    pid: () => child?.pid ?? null,
    restarts: () => restarts,
    async stop(signal = 'SIGTERM') {
      stopping = true;
      if (pending) clearTimeout(pending);
      const running = child;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill(signal);
      });
    },
  };
}

function formatSeconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`;
}
