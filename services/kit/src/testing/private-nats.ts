import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { STREAM_NAME } from '@orbita/proto-types';
import { startPrivateProcess, type PrivateProcess } from './private-process.js';

/** A message as JetStream keeps it. */
export interface StoredEvent {
  subject: string;
  /** The `Nats-Msg-Id` header it was published with. */
  msgId: string | undefined;
  payload: Record<string, unknown>;
}

export interface PrivateNatsServer extends PrivateProcess {
  url: string;
  /** Every message kept in `stream` (the shared `ORBITA` by default), in stream order. */
  storedEvents(stream?: string): Promise<StoredEvent[]>;
}

const NATS_SERVER_BINARY = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';

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

/**
 * A NATS server with JetStream of its own, its store in a temporary folder, for tests that take
 * NATS down (by its PID) and bring it back on the same store.
 */
export async function startPrivateNats(): Promise<PrivateNatsServer> {
  const server = await startPrivateProcess({
    binary: NATS_SERVER_BINARY,
    args: (port, dataDir) => ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', dataDir],
  });
  const url = `nats://127.0.0.1:${server.port}`;
  return { ...server, url, storedEvents: (stream = STREAM_NAME) => readStream(url, stream) };
}
