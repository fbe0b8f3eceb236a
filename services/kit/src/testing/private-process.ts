import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';

/** A server process of a test's own (NATS, Redis, Postgres), on a free port with a temporary data folder. */
export interface PrivateProcess {
  port: number;
  /** PID of the running process; null while stopped. */
  pid(): number | null;
  /** Kills the process by its PID (SIGKILL, as a crash) and waits for it to exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same data folder. */
  start(): Promise<void>;
  /** Stops it and removes its data folder. */
  destroy(): Promise<void>;
}

export interface PrivateProcessOptions {
  binary: string;
  args: (port: number, dataDir: string) => string[];
  /** Fills the new data folder before the first start (Postgres's initdb, say). */
  prepare?: (dataDir: string) => Promise<void>;
  /** Runs it as this user: Postgres refuses to run as root. */
  user?: { uid: number; gid: number };
  /**
   * Kills the process's whole group rather than the process alone: a server that forks one
   * process per connection (Postgres) crashes as a whole.
   */
  killGroup?: boolean;
}

const START_TIMEOUT_MS = 10_000;

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitUntilListening(binary: string, port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${binary} exited with code ${child.exitCode}`);
    if (await accepts(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${binary} did not listen on ${port} within ${START_TIMEOUT_MS} ms`);
}

/** Starts the process and waits until it accepts connections. The shared servers are never touched. */
export async function startPrivateProcess(options: PrivateProcessOptions): Promise<PrivateProcess> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'orbita-private-'));
  let child: ChildProcess | null = null;
  await options.prepare?.(dataDir);

  async function start(): Promise<void> {
    if (child) return;
    const started = spawn(options.binary, options.args(port, dataDir), {
      stdio: 'ignore',
      detached: options.killGroup === true,
      ...options.user,
    });
    child = started;
    started.once('exit', () => {
      if (child === started) child = null;
    });
    await waitUntilListening(options.binary, port, started);
  }

  async function stop(): Promise<void> {
    const running = child;
    if (!running?.pid) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    process.kill(options.killGroup ? -running.pid : running.pid, 'SIGKILL');
    await exited;
  }

  await start();
  return {
    port,
    pid: () => child?.pid ?? null,
    stop,
    start,
    async destroy() {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
