// @ts-expect-error -- a plain ES module script, without type declarations
import { servicesOf, spansFromOtlp, waterfallHtml } from './trace-waterfall.mjs';

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

  it('reads OTLP/JSON exports: times in milliseconds, attributes as values, the service from its resource', () => {
    const resource = (service: string, spans: object[]) => ({
      resource: { attributes: [{ key: 'service.name', value: { stringValue: service } }] },
      scopeSpans: [{ scope: { name: '@opentelemetry/instrumentation-pg' }, spans }],
    });
    const otlpSpan = { traceId: 't', spanId: 'q', parentSpanId: 'h', name: 'pg.query:INSERT orbita', startTimeUnixNano: '1700000000001500000', endTimeUnixNano: '1700000000004000000' };
    const spans = spansFromOtlp([{ resourceSpans: [resource('orbita-contacts', [{ ...otlpSpan, attributes: [{ key: 'db.system', value: { stringValue: 'postgresql' } }] }])] }]);
    expect(spans).toEqual([
      {
        traceId: 't',
        spanId: 'q',
        parentSpanId: 'h',
        name: 'pg.query:INSERT orbita',
        scope: '@opentelemetry/instrumentation-pg',
        service: 'contacts',
        start: 1_700_000_000_001.5,
        durationMs: 2.5,
        attributes: { 'db.system': 'postgresql' },
      },
    ]);
    expect(Object.fromEntries(servicesOf(spans) as Map<string, string>)).toEqual({ q: 'contacts' });
  });
});
