// @ts-expect-error -- a plain ES module script, without type declarations
import { servicesOf, waterfallHtml } from './trace-waterfall.mjs';

const span = (spanId: string, name: string, scope: string, parentSpanId?: string, start = 0) => ({
  traceId: 't',
  spanId,
  ...(parentSpanId ? { parentSpanId } : {}),
  name,
  scope,
  start,
  durationMs: 1,
  attributes: {},
});

const trace = [
  span('a', 'request', '@fastify/otel'),
  span('b', 'handler - handler', '@fastify/otel', 'a', 1),
  span('c', 'POST', '@opentelemetry/instrumentation-undici', 'b', 2),
  span('d', 'request', '@fastify/otel', 'c', 3),
  span('e', 'handler - handler', '@fastify/otel', 'd', 4),
  span('f', 'publish orbita.contacts.created', 'orbita-bus', 'e', 5),
  span('g', 'process orbita.contacts.created', 'orbita-bus', 'f', 6),
];

describe('the trace waterfall', () => {
  it('puts each span in the service it ran in: the gateway until the proxied call, the service below it, the consumer apart', () => {
    const services = servicesOf(trace) as Map<string, string>;
    expect(Object.fromEntries(services)).toEqual({
      a: 'gateway',
      b: 'gateway',
      c: 'gateway',
      d: 'contacts',
      e: 'contacts',
      f: 'contacts',
      g: 'admin-auth',
    });
  });

  it('draws a row per span, parents before their children', () => {
    const html = waterfallHtml([...trace].reverse()) as string;
    expect(html.match(/<tr><td class="svc">/g)).toHaveLength(trace.length);
    expect(html.indexOf('publish orbita.contacts.created')).toBeLessThan(html.indexOf('process orbita.contacts.created'));
  });
});
