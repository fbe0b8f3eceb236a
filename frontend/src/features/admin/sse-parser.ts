/** Server-sent events framing (WHATWG HTML §9.2), for a stream read with `fetch`. */
export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

interface Pending {
  event: string;
  data: string[];
  id?: string;
}

const fresh = (): Pending => ({ event: 'message', data: [] });

/** Feeds text chunks in, in any split, and calls `onEvent` for each complete event; comment lines are skipped. */
export function createSseParser(onEvent: (event: SseEvent) => void): { push: (chunk: string) => void } {
  let buffer = '';
  let pending = fresh();

  const readLine = (line: string) => {
    if (line === '') {
      if (pending.data.length > 0) onEvent({ event: pending.event, data: pending.data.join('\n'), id: pending.id });
      pending = fresh();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const raw = colon < 0 ? '' : line.slice(colon + 1);
    const value = raw.startsWith(' ') ? raw.slice(1) : raw;
    if (field === 'event') pending.event = value;
    else if (field === 'data') pending.data.push(value);
    else if (field === 'id') pending.id = value;
  };

  return {
    push(chunk: string) {
      buffer += chunk;
      const lines = buffer.split(/\r\n|\n|\r(?!$)/);
      buffer = lines.pop() ?? '';
      lines.forEach(readLine);
    },
  };
}
