import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { TProperties } from 'typebox';
import { createService, MemoryBus, MemoryKv, type ServiceDefinition } from '@orbita/service-kit';

/** A service with one slow route, so that a connection is still busy when the close begins. */
const slowService: ServiceDefinition<TProperties> = {
  name: 'closing-check',
  defaultPort: 0,
  app: async (app) => {
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { done: true };
    });
  },
};

/** Sends two requests on one connection, the second once the close has begun, and returns the raw answers. */
async function pipelinedAcrossClose(port: number, startClose: () => void): Promise<string> {
  const socket = net.connect({ host: '127.0.0.1', port });
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('utf8')));
  const ended = new Promise((resolve) => socket.once('close', resolve));
  socket.write('GET /slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
  await new Promise((resolve) => setTimeout(resolve, 50));
  startClose();
  await new Promise((resolve) => setTimeout(resolve, 50));
  socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
  await ended;
  return received;
}

it('answers a request that arrives while it closes with the Italian 503, its code and the usual headers', async () => {
  const app = await createService(slowService, { env: { HOST: '127.0.0.1', PORT: '0' }, kv: new MemoryKv(), bus: new MemoryBus(), logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  let closed: Promise<void> = Promise.resolve();
  const raw = await pipelinedAcrossClose((app.server.address() as AddressInfo).port, () => {
    closed = app.close();
  });
  await closed;

  const [first, second] = raw.split(/(?=HTTP\/1\.1 )/);
  expect(first).toMatch(/^HTTP\/1\.1 200/);
  expect(second).toMatch(/^HTTP\/1\.1 503/);
  const [head, body] = second!.split('\r\n\r\n');
  const headers = head!.toLowerCase();
  expect(headers).toContain('content-type: application/json');
  expect(headers).toContain('x-content-type-options: nosniff');
  expect(headers).toContain("content-security-policy: default-src 'none'");
  expect(headers).toContain('x-request-id: ');
  expect(headers).toContain('retry-after: 1');
  expect(headers).toContain('connection: close');
  expect(JSON.parse(body!)).toEqual({ error: 'Servizio in fase di riavvio: riprova tra qualche istante', code: 'SERVICE_CLOSING' });
});
