/**
 * Imported first by every entry point, before the app's own modules (which it then imports
 * dynamically): with OTEL_EXPORTER_OTLP_ENDPOINT set it registers the ESM loader hook that lets
 * the instrumentations patch pg, redis and the rest, then starts the SDK. Unset, it loads nothing.
 */
export async function initTracing(defaultName: string, env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_SDK_DISABLED === 'true') return false;
  const { register } = await import('node:module');
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const { startTracing } = await import('./start.js');
  startTracing(defaultName);
  return true;
}

export { traceHooks, setTraceHooks, type TraceHooks, type TraceCarrier } from './hooks.js';
