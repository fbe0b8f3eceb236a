import { initTracing } from '@orbita/service-kit/tracing';

// Tracing, when OTEL_EXPORTER_OTLP_ENDPOINT asks for it, starts before the service's modules are
// loaded, so that the instrumentations can patch them; unset, nothing more is loaded.
await initTracing('orbita-ai-vision');
const { runService } = await import('@orbita/service-kit');
const { aiVisionService } = await import('./service.js');

await runService(aiVisionService);
