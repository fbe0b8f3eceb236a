import { ApiError } from '../../../lib/api-client';
import { createSseParser, type SseEvent } from '../sse-parser';

/**
 * Reads the admin live feed until the server ends it. `EventSource` cannot send an Authorization header,
 * so the stream is read through `fetch`. Rejects with the status when the feed is refused.
 */
export async function readEventStream(token: string, signal: AbortSignal, onEvent: (event: SseEvent) => void): Promise<void> {
  const response = await fetch('/api/admin/events', {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
    signal,
  });
  if (!response.ok || !response.body) throw new ApiError('Aggiornamenti in diretta non disponibili', response.status);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser(onEvent);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    parser.push(decoder.decode(value, { stream: true }));
  }
}
