import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import { registerSecurityHeaders } from './security-headers.js';

const API: FastifyHelmetOptions = {
  global: true,
  contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  frameguard: { action: 'deny' },
};

const PAGE: FastifyHelmetOptions = {
  global: true,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:', 'blob:'], objectSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
};

async function headersOf(register: (app: ReturnType<typeof Fastify>) => Promise<void>, hijack = false) {
  const app = Fastify();
  await register(app);
  app.get('/', async (_request, reply) => {
    if (!hijack) return { ok: true };
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/plain' }).end('raw');
    return reply;
  });
  const response = await app.inject({ url: '/' });
  await app.close();
  const { date: _date, 'content-length': _length, connection: _connection, ...headers } = response.headers;
  return headers;
}

describe.each([
  ['an API service', API],
  ['the gateway and its pages', PAGE],
])('security headers of %s', (_name, options) => {
  it('are those @fastify/helmet sets', async () => {
    const expected = await headersOf(async (app) => void (await app.register(fastifyHelmet, options)));
    const actual = await headersOf((app) => registerSecurityHeaders(app, options));
    expect(actual).toEqual(expected);
    expect(actual['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('are on answers written to the raw response too', async () => {
    const actual = await headersOf((app) => registerSecurityHeaders(app, options), true);
    expect(actual['x-frame-options']).toBe('DENY');
    expect(actual['x-content-type-options']).toBe('nosniff');
  });
});
