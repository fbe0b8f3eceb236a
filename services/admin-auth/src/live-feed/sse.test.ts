import { sseMessage } from './sse.js';

describe('server-sent event framing', () => {
  it('writes id, event name and JSON data, ending with a blank line', () => {
    expect(sseMessage({ id: 'e1', event: 'orbita.contacts.created', data: { name: 'Ada' } })).toBe(
      'id: e1\nevent: orbita.contacts.created\ndata: {"name":"Ada"}\n\n',
    );
  });

  it('keeps text with line breaks on one data line', () => {
    const framed = sseMessage({ event: 'x', data: { subject: 'riga uno\nriga due' } });
    expect(framed.split('\n').filter((line) => line.startsWith('data:'))).toHaveLength(1);
    expect(JSON.parse(framed.split('data: ')[1]!.trim())).toEqual({ subject: 'riga uno\nriga due' });
  });
});
