export interface ReceivedEvent {
  event: string;
  id?: string;
  data?: unknown;
  /** A comment line such as the heartbeat. */
  comment?: string;
}

/** Reads a server-sent-event stream as `fetch` gives it, the way the dashboard does. */
export class SseReader {
  readonly received: ReceivedEvent[] = [];
  ended = false;
  private buffer = '';

  constructor(body: ReadableStream<Uint8Array>) {
    void this.pump(body.getReader());
  }

  private async pump(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        this.buffer += decoder.decode(value, { stream: true });
        this.parse();
      }
    } catch {
      // The test aborted the request: the stream simply ends.
    }
    this.ended = true;
  }

  private parse(): void {
    let boundary = this.buffer.indexOf('\n\n');
    while (boundary >= 0) {
      const block = this.buffer.slice(0, boundary);
      this.buffer = this.buffer.slice(boundary + 2);
      const message: ReceivedEvent = { event: 'message' };
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) message.comment = line.slice(1).trim();
        else if (line.startsWith('event: ')) message.event = line.slice(7);
        else if (line.startsWith('id: ')) message.id = line.slice(4);
        else if (line.startsWith('data: ')) message.data = JSON.parse(line.slice(6));
      }
      if (!block.startsWith('retry:')) this.received.push(message);
      boundary = this.buffer.indexOf('\n\n');
    }
  }

  named(event: string): ReceivedEvent[] {
    return this.received.filter((message) => message.event === event && message.comment === undefined);
  }
}
