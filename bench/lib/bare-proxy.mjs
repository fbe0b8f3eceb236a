// The floor under the gateway: Fastify with @fastify/http-proxy in front of one service and
// nothing else (no logging, no limits, no token checks, no metrics), in a process of its own so
// that its CPU per request is read as the gateway's is. The gateway's figure minus this one is
// what the gateway's own work costs.
import Fastify from 'fastify';
import proxy from '@fastify/http-proxy';

const [upstream, port] = process.argv.slice(2);
const app = Fastify({ logger: false });
await app.register(proxy, { upstream, prefix: '/', disableRequestLogging: true });
await app.listen({ host: '127.0.0.1', port: Number(port) });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
process.on('SIGINT', () => app.close().then(() => process.exit(0)));
