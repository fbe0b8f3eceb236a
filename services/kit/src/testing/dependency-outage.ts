import type { PrivateProcess } from './private-process.js';
import type { SteadyWrites, WriteAnswer } from './steady-writes.js';
import { waitFor } from './wait-for.js';

/** What one crash of a dependency under load came to; printed by the fault tests and quoted in docs/OPERATIONS.md. */
export interface OutageFigures {
  dependency: string;
  writesSent: number;
  answered2xx: number;
  /** Statuses other than 2xx, with how many of each. */
  refused: Record<number, number>;
  /** From the restart of the dependency until the service works with it again. */
  secondsToRecover: number;
}

export interface OutageOptions {
  dependency: string;
  server: PrivateProcess;
  writes: SteadyWrites;
  /** How long the dependency stays down. */
  downMs: number;
  /** Whether the service works with the dependency again; given the time of the restart. */
  recovered: (restartedAt: number) => Promise<boolean>;
  /** Load before the crash and after the recovery, so both edges are under writes. */
  marginMs?: number;
  recoverWithinMs?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Crashes the dependency (SIGKILL by PID) while the writes go on, starts it again after
 * `downMs`, waits until the service has recovered and measures how long that took.
 */
export async function crashUnderLoad(options: OutageOptions): Promise<{ figures: OutageFigures; answers: WriteAnswer[] }> {
  const margin = options.marginMs ?? 1000;
  const from = options.writes.count;
  await pause(margin);
  await options.server.stop();
  await pause(options.downMs);
  const restartedAt = Date.now();
  await options.server.start();
  await waitFor(() => options.recovered(restartedAt), `${options.dependency} recovered`, options.recoverWithinMs ?? 20_000);
  const secondsToRecover = (Date.now() - restartedAt) / 1000;
  await pause(margin);
  const to = options.writes.count;
  // The answers of this phase's last writes may still be on their way.
  await waitFor(() => options.writes.between(from, to).length === to - from, `answers of the ${options.dependency} phase`, 15_000);
  const answers = options.writes.between(from, to);
  const refused: Record<number, number> = {};
  for (const answer of answers) {
    if (answer.status < 200 || answer.status >= 300) refused[answer.status] = (refused[answer.status] ?? 0) + 1;
  }
  return {
    figures: {
      dependency: options.dependency,
      writesSent: to - from,
      answered2xx: answers.filter((answer) => answer.status >= 200 && answer.status < 300).length,
      refused,
      secondsToRecover: Math.round(secondsToRecover * 10) / 10,
    },
    answers,
  };
}
