import { createSseParser, type SseEvent } from './sse-parser';

function parse(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  chunks.forEach((chunk) => parser.push(chunk));
  return events;
}

describe('createSseParser', () => {
  it('reads named events with their id and JSON data', () => {
    expect(parse(['id: e1\nevent: orbita.contacts.created\ndata: {"name":"Ada"}\n\n'])).toEqual([
      { event: 'orbita.contacts.created', data: '{"name":"Ada"}', id: 'e1' },
    ]);
  });

  it('joins events split across chunks and skips heartbeat comments', () => {
    expect(parse([': ping\n\nevent: re', 'ady\ndata: {}\n', '\n: ping\n\n'])).toEqual([{ event: 'ready', data: '{}', id: undefined }]);
  });

  it('waits for the blank line that ends an event, and ignores events without data', () => {
    expect(parse(['event: x\ndata: 1\n'])).toEqual([]);
    expect(parse(['retry: 5000\n\nevent: y\n\n'])).toEqual([]);
  });

  it('accepts CRLF line ends and several data lines', () => {
    expect(parse(['data: a\r\ndata: b\r\n\r\n'])).toEqual([{ event: 'message', data: 'a\nb', id: undefined }]);
  });
});
