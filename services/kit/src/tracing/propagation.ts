import { context, isSpanContextValid, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { TraceCarrier, TraceHooks } from './hooks.js';

const TRACER = 'orbita-bus';

async function inSpan<T>(span: Span, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw error;
  } finally {
    span.end();
  }
}

/**
 * The hooks over the global OpenTelemetry API: whatever provider and propagator were registered
 * (the SDK at start-up, an in-memory exporter in tests). Spans follow the messaging conventions.
 */
export function otelTraceHooks(): TraceHooks {
  const tracer = () => trace.getTracer(TRACER);
  return {
    inject() {
      const carrier: TraceCarrier = {};
      propagation.inject(context.active(), carrier);
      return carrier;
    },
    publish(subject, parent, publish) {
      const base = parent ? propagation.extract(context.active(), parent) : context.active();
      const span = tracer().startSpan(`publish ${subject}`, {
        kind: SpanKind.PRODUCER,
        attributes: { 'messaging.system': 'nats', 'messaging.operation.type': 'publish', 'messaging.destination.name': subject },
      }, base);
      const active = trace.setSpan(base, span);
      const headers: TraceCarrier = {};
      propagation.inject(active, headers);
      return context.with(active, () => inSpan(span, () => publish(headers)));
    },
    consume(subject, headers, handle) {
      const base = headers ? propagation.extract(context.active(), headers) : context.active();
      const span = tracer().startSpan(`process ${subject}`, {
        kind: SpanKind.CONSUMER,
        attributes: { 'messaging.system': 'nats', 'messaging.operation.type': 'process', 'messaging.destination.name': subject },
      }, base);
      return context.with(trace.setSpan(base, span), () => inSpan(span, handle));
    },
    linkClientTrace(traceparent, requestSpan) {
      const span = (requestSpan as Span | undefined) ?? trace.getActiveSpan();
      const linked = trace.getSpanContext(propagation.extract(ROOT_CONTEXT, { traceparent }));
      if (span && linked && isSpanContextValid(linked)) span.addLink({ context: linked, attributes: { 'orbita.link': 'client traceparent' } });
    },
  };
}
