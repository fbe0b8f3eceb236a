import { FastifyOtelInstrumentation } from '@fastify/otel';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { RedisInstrumentation } from '@opentelemetry/instrumentation-redis';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { setTraceHooks } from './hooks.js';
import { otelTraceHooks } from './propagation.js';
import { RedactingSpanProcessor } from './redaction.js';

/**
 * Loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set. The exporter, sampler and resource read
 * the standard OTEL_* variables themselves; `defaultName` names the process when
 * OTEL_SERVICE_NAME does not.
 */
export function startTracing(defaultName: string): NodeTracerProvider {
  const resource = resourceFromAttributes({ 'service.name': defaultName }).merge(detectResources({ detectors: [envDetector] }));
  const provider = new NodeTracerProvider({ resource, spanProcessors: [new RedactingSpanProcessor(), new BatchSpanProcessor(new OTLPTraceExporter())] });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation(),
      new UndiciInstrumentation(),
      new PgInstrumentation({ requireParentSpan: true }),
      new RedisInstrumentation({ requireParentSpan: true }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
    ],
  });
  setTraceHooks(otelTraceHooks());
  // Spans still buffered are sent before the process ends.
  process.once('beforeExit', () => void provider.shutdown());
  return provider;
}
