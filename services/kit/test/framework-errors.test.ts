import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { TProperties } from 'typebox';
import { createService, MemoryBus, MemoryKv, type ServiceDefinition } from '@orbita/service-kit';

const withId: ServiceDefinition<TProperties> = {
  name: 'framework-errors-check',
  defaultPort: 0,
  app: async (app) => {
    app.get('/api/things/:id', async () => ({ ok: true }));
    app.post('/api/things', async () => ({ ok: true }));
  },
};

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await createService(withId, { env: {}, kv: new MemoryKv(), bus: new MemoryBus(), logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => await app.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes as they are, so that requests no HTTP client would write reach the server. */
function raw(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.write(request);
    // The server closes after a refusal; a plain answer is followed by this request's own close.
    socket.end();
  });
}

const get = (path: string, extra = '') => raw(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${extra}\r\n`);

function expectItalian(answer: RawAnswer, status: number, code: string): void {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('DENY');
  const body = JSON.parse(answer.body) as { error: string; code: string };
  expect(body).toEqual({ error: expect.any(String), code });
  expect(Object.keys(body)).toEqual(['error', 'code']);
}

describe('refusals raised before any route runs', () => {
  it('answers a badly encoded URL with an Italian 400', async () => {
    const answer = await get('/api/things%');
    expectItalian(answer, 400, 'INVALID_URL');
    expect(answer.headers['x-request-id']).toBeTruthy();
  });

  it('answers a path parameter over 100 characters with an Italian 414', async () => {
    expectItalian(await get(`/api/things/${'a'.repeat(101)}`), 414, 'URI_TOO_LONG');
  });

  it('answers a 70 KB URL with an Italian 431', async () => {
    expectItalian(await get(`/api/things/1?q=${'a'.repeat(70 * 1024)}`), 431, 'HEADERS_TOO_LARGE');
  });

  it('answers an unknown method with an Italian 400', async () => {
    expectItalian(await raw('FOO /api/things/1 HTTP/1.1\r\nHost: localhost\r\n\r\n'), 400, 'UNKNOWN_METHOD');
  });

  it('answers CONNECT, which no route takes, with an Italian 400', async () => {
    expectItalian(await raw('CONNECT /api/things/1 HTTP/1.1\r\nHost: localhost\r\n\r\n'), 400, 'UNSUPPORTED_METHOD');
  });

  it('lets go of a refused CONNECT connection once its client ends it, a body sent after the head included', async () => {
    const connections = () => new Promise<number>((resolve, reject) => app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));
    const socket = net.connect({ host: '127.0.0.1', port, allowHalfOpen: true });
    socket.on('error', () => undefined);
    socket.resume();
    // A body written after the head, as the answer comes; then the client ends its side.
    await new Promise<void>((resolve) => {
      socket.once('end', () => resolve());
      socket.write('CONNECT /api/things/1 HTTP/1.1\r\nHost: localhost\r\nContent-Length: 4096\r\n\r\n');
    });
    socket.end('x'.repeat(4096));
    for (let waited = 0; (await connections()) > 0; waited += 20) {
      if (waited > 2000) throw new Error(`the server still holds ${await connections()} connection(s) 2 s after its client left`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  it('answers a malformed header with an Italian 400', async () => {
    expectItalian(await get('/api/things/1', 'Bad Header: x\r\n'), 400, 'MALFORMED_REQUEST');
  });

  it('answers an Expect other than 100-continue with an Italian 417', async () => {
    expectItalian(await get('/api/things/1', 'Expect: something-else\r\n'), 417, 'UNSUPPORTED_EXPECTATION');
  });

  it('answers an HTTP/1.1 request without Host with an Italian 400', async () => {
    expectItalian(await raw('GET /api/things/1 HTTP/1.1\r\nConnection: close\r\n\r\n'), 400, 'MISSING_HOST');
  });

  it('still answers a well-formed request', async () => {
    const answer = await get('/api/things/1');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ ok: true });
  });
});

describe('a body without a declared length', () => {
  it('is refused with an Italian 413 once it passes the service\'s limit', async () => {
    const chunk = Buffer.alloc(256 * 1024, 'a');
    const chunks = Array.from({ length: 8 }, () => `${chunk.length.toString(16)}\r\n${chunk.toString()}\r\n`).join('');
    const answer = await raw(
      `POST /api/things HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${chunks}0\r\n\r\n`,
    );
    expectItalian(answer, 413, 'PAYLOAD_TOO_LARGE');
  });
});

describe('closing with a refused CONNECT still open', () => {
  it('does not wait for a client that never ends its side', async () => {
    const own = await createService(withId, { env: {}, kv: new MemoryKv(), bus: new MemoryBus(), logger: false });
    await own.listen({ host: '127.0.0.1', port: 0 });
    const socket = net.connect({ host: '127.0.0.1', port: (own.server.address() as AddressInfo).port, allowHalfOpen: true });
    socket.on('error', () => undefined);
    socket.resume();
    await new Promise<void>((resolve) => {
      socket.once('end', () => resolve());
      socket.write('CONNECT /api/things/1 HTTP/1.1\r\nHost: localhost\r\n\r\n');
    });
    const started = Date.now();
    await own.close();
    // Well under the few seconds such a socket is otherwise given.
    expect(Date.now() - started).toBeLessThan(1000);
    socket.destroy();
  });
});
