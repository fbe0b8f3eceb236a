/**
 * The seam between the kit and OpenTelemetry. The kit never imports an @opentelemetry module
 * itself: when tracing is on, `start.ts` installs these hooks on a global; when it is off they
 * are absent and every caller takes the path it took before tracing existed.
 */
export type TraceCarrier = Record<string, string>;

export interface TraceHooks {
  /** The active context as W3C headers (`traceparent`, `tracestate`); empty outside a trace. */
  inject(): TraceCarrier;
  /** Runs `publish` in a producer span whose parent is `parent`, giving it the headers to send. */
  publish<T>(subject: string, parent: TraceCarrier | undefined, publish: (headers: TraceCarrier) => Promise<T>): Promise<T>;
  /** Runs `handle` in a consumer span whose parent comes from the headers an event arrived with. */
  consume<T>(subject: string, headers: TraceCarrier | undefined, handle: () => Promise<T>): Promise<T>;
  /** Links `span` (else the active one) to the trace a client named in its `traceparent`, which is never its parent. */
  linkClientTrace(traceparent: string, span?: unknown): void;
}

const KEY = Symbol.for('orbita.trace-hooks');
type WithHooks = typeof globalThis & { [KEY]?: TraceHooks };

/** The hooks when tracing is on, else undefined. */
export function traceHooks(): TraceHooks | undefined {
  return (globalThis as WithHooks)[KEY];
}

/** Installs (or, with undefined, removes) the hooks; done once at start-up, or by a test. */
export function setTraceHooks(hooks: TraceHooks | undefined): void {
  if (hooks) (globalThis as WithHooks)[KEY] = hooks;
  else delete (globalThis as WithHooks)[KEY];
}
