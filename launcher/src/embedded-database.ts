import { mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Postgres for the embedded mode: PGlite with its files under the data folder, served on a
 * loopback port so the services speak plain `pg` to it exactly as they do to a real server.
 */
export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  const dir = path.join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create(dir);
  const port = await freePort();
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port, maxConnections: 64 });
  await server.start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
