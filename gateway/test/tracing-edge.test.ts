import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { toolsService } from '@orbita/tools';
import { captureTraces, startTestService, waitFor, type TestService, type TraceCapture } from '@orbita/service-kit/testing';
import { startBehindGateway, type BehindGateway } from '@orbita/gateway/testing';

/*
 * Tracing on, at a 1 % sampler as an operator would set it: a client's `traceparent` with the
 * sampled flag neither makes the gateway sample nor names the trace, and what a page put in its
 * query (an e-mail, a WiFi password) reaches no span.
 */
let capture: TraceCapture;
let service: TestService;
let front: BehindGateway;
let base: string;
beforeAll(async () => {
  capture = await captureTraces({ sampleRatio: 0.01 });
  service = await startTestService(toolsService);
  front = await startBehindGateway(service, 'tools');
  await front.gateway.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(front.gateway.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await front.close();
  await service.close();
  await capture.stop();
});

/**
 * A client's GET over node:http: the test process's own fetch is traced too (undici's
 * instrumentation would add a traceparent of its own to the one the client sends).
 */
function get(url: string, traceparent: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { traceparent } }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

const clientTrace = () => ({ traceId: randomBytes(16).toString('hex'), spanId: randomBytes(8).toString('hex') });

describe('traces that start at the gateway', () => {
  it('samples by its own ratio, not by the sampled flag a client sends', async () => {
    const sent = Array.from({ length: 100 }, clientTrace);
    for (const { traceId, spanId } of sent) {
      expect(await get(`${base}/api/currencies`, `00-${traceId}-${spanId}-01`)).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const gatewayRoots = capture.spans().filter((span) => span.scope === '@fastify/otel' && span.name === 'request' && !span.parentSpanId);
    // 1 % of 100: one trace expected; ten would already be a chance of about one in a hundred million.
    expect(gatewayRoots.length).toBeLessThanOrEqual(10);
    const clientIds = new Set(sent.map((each) => each.traceId));
    expect(capture.spans().filter((span) => clientIds.has(span.traceId))).toEqual([]);
  });
});

describe('what spans keep of a request', () => {
  beforeAll(() => capture.sampleRatio(1));

  it('links the client trace without taking it, and keeps no query value', async () => {
    const { traceId, spanId } = clientTrace();
    const secret = 'mario.rossi@esempio.it';
    await get(`${base}/api/municipalities?q=${encodeURIComponent(secret)}&wifi=Password-Segreta-1`, `00-${traceId}-${spanId}-01`);
    await waitFor(
      () => capture.spans().some((span) => !span.parentSpanId && String(span.attributes['url.path']).startsWith('/api/municipalities')),
      'the request ended',
    );
    await waitFor(() => capture.spans().filter((span) => span.name === 'request').length >= 2, 'both requests ended');
    const spans = capture.spans();
    // This request's root: the first test may have left a sampled root of its own in the capture.
    const root = spans.find(
      (span) => span.scope === '@fastify/otel' && !span.parentSpanId && String(span.attributes['url.path']).startsWith('/api/municipalities'),
    )!;
    expect(root.traceId).not.toBe(traceId);
    expect(root.links).toEqual([traceId]);
    const text = JSON.stringify(spans);
    expect(text).not.toContain('mario.rossi');
    expect(text).not.toContain('esempio.it');
    expect(text).not.toContain('Password-Segreta');
    expect(root.attributes['url.path']).toBe('/api/municipalities?q=[redacted]&wifi=[redacted]');
  });
});
