/** Server-sent events framing (WHATWG HTML, "Server-sent events"). */

export interface SseMessage {
  event: string;
  data: unknown;
  /** Lets a reconnecting client say what it saw last (`Last-Event-ID`). */
  id?: string;
}

/** One event: JSON data on a single `data:` line, since `JSON.stringify` never writes a line break. */
export function sseMessage(message: SseMessage): string {
  const id = message.id === undefined ? '' : `id: ${message.id}\n`;
  return `${id}event: ${message.event}\ndata: ${JSON.stringify(message.data)}\n\n`;
}

/** A comment line: clients ignore it, proxies see traffic and keep the stream open. */
export const SSE_HEARTBEAT = ': heartbeat\n\n';

/** How long a client using EventSource waits before reconnecting, in milliseconds. */
export const SSE_RETRY = 'retry: 5000\n\n';

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-store, no-transform',
  connection: 'keep-alive',
  /** nginx and similar proxies would otherwise hold events back in their buffers. */
  'x-accel-buffering': 'no',
} as const;
