import { supervise, type Supervised } from '../src/supervisor.js';

/** A process that runs for `ms` and exits with `code`: a stand-in for a service that crashes. */
function crashing(ms: number, code: number): string[] {
  return ['-e', `setTimeout(() => process.exit(${code}), ${ms})`];
}

const running: Supervised[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((process) => process.stop('SIGKILL')));
});

function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (condition()) resolve();
      else if (Date.now() > deadline) reject(new Error('condition not met in time'));
      else setTimeout(tick, 10);
    };
    tick();
  });
}

it('starts a process that exits again, waiting longer each time it fails soon after starting, and says so', async () => {
  const lines: string[] = [];
  const starts: number[] = [];
  const supervised = supervise({
    name: 'contacts',
    command: process.execPath,
    args: crashing(20, 1),
    log: (line) => {
      lines.push(line);
      if (line.includes('restarted')) starts.push(Date.now());
    },
    initialDelayMs: 100,
    maxDelayMs: 400,
  });
  running.push(supervised);
  await waitFor(() => supervised.restarts() >= 4);

  expect(lines.slice(0, 4)).toEqual([
    'contacts exited (1): restarting it in 0.1 s (restart 1)',
    expect.stringMatching(/^contacts restarted \(pid \d+\)$/),
    'contacts exited (1): restarting it in 0.2 s (restart 2)',
    expect.stringMatching(/^contacts restarted \(pid \d+\)$/),
  ]);
  // 0.1, 0.2, 0.4, then no more than the cap.
  expect(lines.filter((line) => line.includes('exited')).slice(2, 4)).toEqual([
    'contacts exited (1): restarting it in 0.4 s (restart 3)',
    'contacts exited (1): restarting it in 0.4 s (restart 4)',
  ]);
  expect(starts[3]! - starts[2]!).toBeGreaterThanOrEqual(400);
});

it('starts the backoff over after a process ran for a while', async () => {
  const lines: string[] = [];
  const supervised = supervise({
    name: 'gateway',
    command: process.execPath,
    args: crashing(150, 1),
    log: (line) => lines.push(line),
    initialDelayMs: 50,
    stableAfterMs: 100,
  });
  running.push(supervised);
  await waitFor(() => supervised.restarts() >= 3);
  expect(lines.filter((line) => line.includes('exited')).slice(0, 3)).toEqual([
    'gateway exited (1): restarting it in 0.1 s (restart 1)',
    'gateway exited (1): restarting it in 0.1 s (restart 2)',
    'gateway exited (1): restarting it in 0.1 s (restart 3)',
  ]);
});

it('gives up on a process whose configuration is wrong (exit 78) instead of restarting it forever', async () => {
  const lines: string[] = [];
  let gaveUp: number | null = null;
  const supervised = supervise({
    name: 'tools',
    command: process.execPath,
    args: crashing(10, 78),
    log: (line) => lines.push(line),
    initialDelayMs: 10,
    onGiveUp: (code) => (gaveUp = code),
  });
  running.push(supervised);
  await waitFor(() => gaveUp !== null);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(gaveUp).toBe(78);
  expect(supervised.restarts()).toBe(0);
  expect(lines).toEqual(['tools exited (code 78): its configuration is wrong, not restarting it']);
});

it('restarts nothing once stopped', async () => {
  const lines: string[] = [];
  const supervised = supervise({ name: 'suggestions', command: process.execPath, args: crashing(60_000, 0), log: (line) => lines.push(line) });
  await waitFor(() => supervised.pid() !== null);
  await supervised.stop();
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(supervised.pid()).toBeNull();
  expect(lines).toEqual([]);
});
