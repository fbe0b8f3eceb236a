import net from 'node:net';

/**
 * A port nothing listens on: the system picks it, then it is let go. A test connects to it to
 * meet a refused connection, or hands it to a process it starts.
 */
export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
