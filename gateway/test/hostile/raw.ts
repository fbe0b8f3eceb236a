import net from 'node:net';

export interface Held {
  /** Everything the gateway wrote, once it closed the connection or `waitMs` passed. */
  answer: Promise<{ text: string; closed: boolean; ms: number }>;
  socket: net.Socket;
}

/** Writes `head` and `body` as given and keeps the connection open, as a client that never finishes does. */
export function hold(port: number, head: string, body = '', waitMs = 5000): Held {
  const started = Date.now();
  const socket = net.connect({ host: '127.0.0.1', port });
  socket.on('error', () => undefined);
  socket.write(Buffer.from(head.replaceAll(/\r?\n/g, '\r\n') + '\r\n' + body, 'latin1'));
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const text = () => Buffer.concat(chunks).toString('utf8');
  const answer = new Promise<{ text: string; closed: boolean; ms: number }>((resolve) => {
    const timer = setTimeout(() => resolve({ text: text(), closed: false, ms: Date.now() - started }), waitMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text: text(), closed: true, ms: Date.now() - started });
    });
  });
  return { answer, socket };
}

export function statusOf(text: string): number {
  return Number(text.split(' ')[1]);
}

export function jsonOf(text: string): unknown {
  const body = text.slice(text.indexOf('\r\n\r\n') + 4);
  return JSON.parse(body.slice(body.indexOf('{'), body.lastIndexOf('}') + 1));
}

export function headerOf(text: string, name: string): string | undefined {
  const line = text
    .slice(0, text.indexOf('\r\n\r\n'))
    .split('\r\n')
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(line.indexOf(':') + 1).trim();
}
