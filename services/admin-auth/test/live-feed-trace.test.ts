import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { SUBJECTS } from '@orbita/proto-types';
import { contactsService } from '@orbita/contacts';
import { serviceBehindGatewayForSuite } from '@orbita/gateway/testing';
import { captureTraces, waitFor, type TraceCapture } from '@orbita/service-kit/testing';
import { LiveFeed } from '../src/live-feed/live-feed.js';

/*
 * Tracing on: a contact sent through the gateway is one trace from the gateway's request, through
 * the contacts service, its outbox relay's publish to NATS (the context stored with the outbox row,
 * then carried in the message headers), to the admin live feed that hears the event.
 */
let capture: TraceCapture;
// Registered before the suite's services start, so Fastify's instrumentation sees them made.
beforeAll(async () => {
  capture = await captureTraces();
});

const { call, service } = serviceBehindGatewayForSuite(contactsService, 'contacts');
const contact = { name: 'Luca', email: 'luca@example.it', subject: 'Domanda', message: 'Come funziona?' };

afterAll(async () => {
  await capture.stop();
});

describe('tracing a contact to the live feed', () => {
  it('makes one trace from the gateway to the live-feed consumer', async () => {
    const feed = new LiveFeed(service().bus, 60_000);
    feed.start();
    await waitFor(() => service().bus.consumers().every((consumer) => consumer.attached), 'live feed attached');
    const sent = await call('POST', '/api/contact', { payload: contact });
    expect(sent.statusCode).toBe(201);

    const consumed = `process ${SUBJECTS.contactCreated}`;
    await waitFor(() => capture.spans().some((span) => span.name === consumed), 'the live feed span');
    const consumer = capture.spans().find((span) => span.name === consumed)!;
    const inTrace = () => capture.spans().filter((span) => span.traceId === consumer.traceId);
    // A server's span ends when its answer has gone, which may be just after the client has read it.
    await waitFor(() => inTrace().filter((span) => span.name === 'request').length === 2, 'both requests ended');
    const trace = inTrace();
    const names = trace.map((span) => `${span.scope} ${span.name}`);
    // The gateway's request and the service's, joined by the proxied call's undici span.
    expect(names.filter((name) => name === '@fastify/otel request')).toHaveLength(2);
    expect(names).toContain('@opentelemetry/instrumentation-undici POST');
    expect(names).toContain(`orbita-bus publish ${SUBJECTS.contactCreated}`);
    expect(names).toContain(`orbita-bus ${consumed}`);
    // One tree: a single root, every other span under one of the trace, none starting before its parent.
    const byId = new Map(trace.map((span) => [span.spanId, span]));
    expect(trace.filter((span) => !span.parentSpanId || !byId.has(span.parentSpanId))).toHaveLength(1);
    for (const span of trace.filter((s) => s.parentSpanId && byId.has(s.parentSpanId))) {
      expect(span.start).toBeGreaterThanOrEqual(byId.get(span.parentSpanId!)!.start - 1);
    }
    // The picture in docs/OPERATIONS.md is drawn from this trace (scripts/trace-waterfall.mjs).
    if (process.env.ORBITA_TRACE_FILE) writeFileSync(process.env.ORBITA_TRACE_FILE, JSON.stringify(trace, null, 2));
    await feed.stop();
  });

  it('keeps the trace context with the outbox row, for a relay that publishes it later', async () => {
    const { id } = (await call('POST', '/api/contact', { payload: contact })).json<{ id: string }>();
    const database = new pg.Client({ connectionString: service().databaseUrl });
    await database.connect();
    try {
      const { rows } = await database.query<{ traceparent: string | null }>(
        "SELECT traceparent FROM contacts.outbox WHERE payload->>'contactId' = $1",
        [id],
      );
      const traceId = rows[0]?.traceparent?.split('-')[1];
      expect(traceId).toMatch(/^[0-9a-f]{32}$/);
      // The relay publishes after the commit, on its own time: its span joins the request's trace when it does.
      const published = `publish ${SUBJECTS.contactCreated}`;
      await waitFor(() => capture.spans().some((span) => span.traceId === traceId && span.name === published), "the relay's publish in the request's trace");
    } finally {
      await database.end();
    }
  });
});
