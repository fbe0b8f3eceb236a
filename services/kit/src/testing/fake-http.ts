import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export type FakeRoute = (request: RecordedRequest, response: http.ServerResponse) => void | Promise<void>;

export interface FakeHttpServer {
  url: string;
  requests: RecordedRequest[];
  /** Replaces what the server answers from now on. */
  respond(route: FakeRoute): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server on loopback standing in for the outside world (an OpenAI-compatible API,
 * the exchange-rate feed): the code under test speaks real HTTP to it, and the test reads back
 * every request it made.
 */
export async function startFakeHttpServer(route: FakeRoute): Promise<FakeHttpServer> {
  let current = route;
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks) };
      requests.push(recorded);
      Promise.resolve(current(recorded, res)).catch(() => {
        res.statusCode = 500;
        res.end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respond(next) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
