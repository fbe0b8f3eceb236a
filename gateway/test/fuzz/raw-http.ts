import net from 'node:net';

export interface RawRequest {
  method: string;
  /** Sent as written: bad encodings and odd characters reach the server untouched. */
  target: string;
  headers: Array<[string, string]>;
  /** The body; as `chunks` it is sent with `Transfer-Encoding: chunked` and no length. */
  body?: Buffer;
  chunks?: Buffer[];
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  ms: number;
}

/** The request as it goes on the wire, for a failure's message (long bodies shortened). */
export function describeRequest(request: RawRequest): string {
  const body = request.chunks ? Buffer.concat(request.chunks) : request.body;
  const shown = body ? body.subarray(0, 300).toString('utf8') + (body.length > 300 ? ` … (${body.length} bytes)` : '') : '';
  const lines = [`${request.method} ${request.target.slice(0, 300)} HTTP/1.1`, ...request.headers.map(([n, v]) => `${n}: ${v.slice(0, 200)}`)];
  return `${lines.join('\n')}${request.chunks ? '\n(chunked)' : ''}\n\n${JSON.stringify(shown)}`;
}

function head(request: RawRequest): Buffer {
  const lines = [`${request.method} ${request.target} HTTP/1.1`, ...request.headers.map(([n, v]) => `${n}: ${v}`)];
  if (request.chunks) lines.push('Transfer-Encoding: chunked');
  else if (request.body) lines.push(`Content-Length: ${request.body.length}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
}

function encoded(request: RawRequest): Buffer[] {
  if (request.chunks) {
    return [...request.chunks.filter((c) => c.length > 0).flatMap((c) => [Buffer.from(`${c.length.toString(16)}\r\n`), c, Buffer.from('\r\n')]), Buffer.from('0\r\n\r\n')];
  }
  return request.body ? [request.body] : [];
}

/** Parses one answer from what arrived, skipping 100 Continue; null while it is incomplete. */
function parse(data: Buffer, method: string, closed: boolean): Omit<RawAnswer, 'ms'> | null {
  let start = 0;
  for (;;) {
    const end = data.indexOf('\r\n\r\n', start);
    if (end < 0) return null;
    const [statusLine = '', ...lines] = data.subarray(start, end).toString('latin1').split('\r\n');
    const status = Number(statusLine.split(' ')[1]);
    if (status === 100) {
      start = end + 4;
      continue;
    }
    const headers: Record<string, string> = {};
    for (const line of lines) headers[line.slice(0, line.indexOf(':')).toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
    const rest = data.subarray(end + 4);
    if (method === 'HEAD' || status === 204 || status === 304) return { status, headers, body: Buffer.alloc(0) };
    if (headers['content-type']?.startsWith('text/event-stream')) return { status, headers, body: rest };
    if (headers['content-length'] !== undefined) {
      const length = Number(headers['content-length']);
      return rest.length >= length ? { status, headers, body: rest.subarray(0, length) } : null;
    }
    if (headers['transfer-encoding'] === 'chunked') return dechunk(rest, status, headers);
    return closed ? { status, headers, body: rest } : null;
  }
}

function dechunk(data: Buffer, status: number, headers: Record<string, string>): Omit<RawAnswer, 'ms'> | null {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (size === 0) return { status, headers, body: Buffer.concat(parts) };
    if (data.length < lineEnd + 2 + size + 2) return null;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/**
 * Sends one request over a fresh connection exactly as given and reads one answer. The body is
 * written after the head, as a client that waits for nothing does; a server that answers early and
 * closes is not an error here, its answer is what counts.
 */
export function send(port: number, request: RawRequest, timeoutMs = 5000): Promise<RawAnswer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let data = Buffer.alloc(0);
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      const answer = parse(data, request.method, closed);
      if (answer) {
        done = true;
        socket.destroy();
        resolve({ ...answer, ms: Date.now() - started });
      } else if (closed) {
        done = true;
        reject(new Error(`connection closed without a full answer (${data.length} bytes received)`));
      }
    };
    socket.setTimeout(timeoutMs, () => {
      done = true;
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    });
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      finish(false);
    });
    socket.on('close', () => finish(true));
    // Writing after the server answered and closed fails; the answer already received is the result.
    socket.on('error', () => undefined);
    socket.write(head(request));
    for (const piece of encoded(request)) socket.write(piece);
  });
}
