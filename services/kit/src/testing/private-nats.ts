import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { STREAM_NAME } from '@orbita/proto-types';

/** A message as JetStream keeps it. */
export interface StoredEvent {
  subject: string;
  /** The `Nats-Msg-Id` header it was published with. */
  msgId: string | undefined;
  payload: Record<string, unknown>;
}

export interface PrivateNatsServer {
  url: string;
  port: number;
  /** PID of the running server process; null while stopped. */
  pid(): number | null;
  /** Kills the server by its PID (SIGKILL, as a crash) and waits for it to exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same JetStream store. */
  start(): Promise<void>;
  /** Every message kept in `stream` (the shared `ORBITA` by default), in stream order. */
  storedEvents(stream?: string): Promise<StoredEvent[]>;
  /** Stops it and removes its store. */
  destroy(): Promise<void>;
}

const NATS_SERVER_BINARY = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';
const START_TIMEOUT_MS = 10_000;

async function readStream(url: string, stream: string): Promise<StoredEvent[]> {
  const nc = await connect({ servers: url });
  try {
    const jsm = await jetstreamManager(nc);
    const { state } = await jsm.streams.info(stream);
    const events: StoredEvent[] = [];
    for (let seq = state.first_seq; state.messages > 0 && seq <= state.last_seq; seq += 1) {
      const message = await jsm.streams.getMessage(stream, { seq });
      if (!message) continue;
      events.push({ subject: message.subject, msgId: message.header?.get('Nats-Msg-Id'), payload: message.json() });
    }
    return events;
  } finally {
    await nc.close();
  }
}

async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

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

async function waitUntilListening(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nats-server exited with code ${child.exitCode}`);
    if (await accepts(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nats-server did not listen on ${port} within ${START_TIMEOUT_MS} ms`);
}

/**
 * A NATS server with JetStream of its own, on a free port with its store in a temporary folder,
 * for tests that take NATS down and bring it back. The shared server is never touched.
 */
export async function startPrivateNats(): Promise<PrivateNatsServer> {
  const port = await freePort();
  const storeDir = await mkdtemp(path.join(tmpdir(), 'orbita-nats-'));
  let child: ChildProcess | null = null;

  async function start(): Promise<void> {
    if (child) return;
    const started = spawn(NATS_SERVER_BINARY, ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir], {
      stdio: 'ignore',
    });
    child = started;
    started.once('exit', () => {
      if (child === started) child = null;
    });
    await waitUntilListening(port, started);
  }

  async function stop(): Promise<void> {
    const running = child;
    if (!running?.pid) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    process.kill(running.pid, 'SIGKILL');
    await exited;
  }

  await start();
  const url = `nats://127.0.0.1:${port}`;
  return {
    url,
    port,
    pid: () => child?.pid ?? null,
    stop,
    start,
    storedEvents: (stream = STREAM_NAME) => readStream(url, stream),
    async destroy() {
      await stop();
      await rm(storeDir, { recursive: true, force: true });
    },
  };
}
