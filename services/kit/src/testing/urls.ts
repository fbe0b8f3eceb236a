import net from 'node:net';

export interface TestUrls {
  databaseUrl: string;
  redisUrl: string;
  natsUrl: string;
}

const LOCAL: TestUrls = {
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
  redisUrl: 'redis://127.0.0.1:6379',
  natsUrl: 'nats://127.0.0.1:4222',
};

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

let resolved: Promise<TestUrls> | undefined;

/**
 * Where integration tests find Postgres, Redis and NATS: `TEST_DATABASE_URL`, `TEST_REDIS_URL`,
 * `TEST_NATS_URL`; else the local default ports. A missing one fails the test with a message
 * that says which server to start.
 */
export function testUrls(): Promise<TestUrls> {
  resolved ??= (async () => {
    const urls: TestUrls = {
      databaseUrl: process.env.TEST_DATABASE_URL ?? LOCAL.databaseUrl,
      redisUrl: process.env.TEST_REDIS_URL ?? LOCAL.redisUrl,
      natsUrl: process.env.TEST_NATS_URL ?? LOCAL.natsUrl,
    };
    const missing: string[] = [];
    for (const [name, url] of Object.entries(urls)) {
      if (!(await reachable(url))) missing.push(`${name} (${url})`);
    }
    if (missing.length > 0) {
      throw new Error(
        `Integration tests need real servers, not reachable: ${missing.join(', ')}. ` +
          'Start them (see .ci/run) or point TEST_DATABASE_URL / TEST_REDIS_URL / TEST_NATS_URL at running ones.',
      );
    }
    return urls;
  })();
  return resolved;
}
