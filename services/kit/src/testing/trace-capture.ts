import { setTraceHooks } from '../tracing/hooks.js';

export interface CapturedSpan {
  traceId: string;
  spanId: string;
  /** The span it was made under, if any: its parent in the trace's tree. */
  parentSpanId?: string;
  name: string;
  /** Milliseconds since the epoch, fractional. */
  start: number;
  durationMs: number;
  /** The instrumentation that made it: `@fastify/otel`, `@opentelemetry/instrumentation-undici`, `orbita-bus`. */
  scope: string;
  attributes: Record<string, unknown>;
  /** The span contexts it links to (a client's trace at the edge), by trace id. */
  links: string[];
}

export interface TraceCapture {
  spans(): CapturedSpan[];
  /** Samples new root spans at this ratio from now on (when a ratio was given at the start). */
  sampleRatio(ratio: number): void;
  stop(): Promise<void>;
}

/**
 * Tracing as `initTracing` starts it, exporting to memory instead of OTLP, for tests. Only the
 * instrumentations that listen on diagnostics channels (Fastify's, undici's) work under jest,
 * whose module loader the pg and redis patches never see; the bus's own propagation works as in
 * production. OpenTelemetry is loaded when this is called, not when the testing kit is imported.
 */
export async function captureTraces(options: { sampleRatio?: number } = {}): Promise<TraceCapture> {
  const [sdk, { NodeTracerProvider }, api, instrumentation, undici, fastify, propagation] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-base'),
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/api'),
      import('@opentelemetry/instrumentation'),
      import('@opentelemetry/instrumentation-undici'),
      import('@fastify/otel'),
      import('../tracing/propagation.js'),
    ]);
  const { RedactingSpanProcessor } = await import('../tracing/redaction.js');
  const { InMemorySpanExporter, SimpleSpanProcessor } = sdk;
  const exporter = new InMemorySpanExporter();
  // As in production, where OTEL_TRACES_SAMPLER_ARG sets the ratio of the parent-based default;
  // a test may change it later (apps already made keep the provider they were made with).
  const ratioSampler = (ratio: number) => new sdk.ParentBasedSampler({ root: new sdk.TraceIdRatioBasedSampler(ratio) });
  let current = ratioSampler(options.sampleRatio ?? 1);
  const sampler = {
    shouldSample: (...args: Parameters<typeof current.shouldSample>) => current.shouldSample(...args),
    toString: () => `orbita test sampler (${current.toString()})`,
  };
  const provider = new NodeTracerProvider({
    spanProcessors: [new RedactingSpanProcessor(), new SimpleSpanProcessor(exporter)],
    ...(options.sampleRatio === undefined ? {} : { sampler }),
  });
  provider.register();
  const unregister = instrumentation.registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [new undici.UndiciInstrumentation(), new fastify.FastifyOtelInstrumentation({ registerOnInitialization: true })],
  });
  setTraceHooks(propagation.otelTraceHooks());
  return {
    spans: () =>
      exporter.getFinishedSpans().map((span) => ({
        traceId: span.spanContext().traceId,
        spanId: span.spanContext().spanId,
        ...(span.parentSpanContext?.spanId ? { parentSpanId: span.parentSpanContext.spanId } : {}),
        name: span.name,
        start: span.startTime[0] * 1000 + span.startTime[1] / 1e6,
        durationMs: span.duration[0] * 1000 + span.duration[1] / 1e6,
        scope: span.instrumentationScope.name,
        attributes: { ...span.attributes },
        links: span.links.map((link) => link.context.traceId),
      })),
    sampleRatio(ratio) {
      current = ratioSampler(ratio);
    },
    async stop() {
      setTraceHooks(undefined);
      unregister();
      await provider.shutdown();
      api.trace.disable();
      api.context.disable();
      api.propagation.disable();
    },
  };
}
