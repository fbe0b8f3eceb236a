import { REDACTED, redactQuery } from '../http/redact-url.js';

/** Span attributes that carry a URL or its query string, in the old and the new HTTP conventions. */
const URL_ATTRIBUTES = ['url.full', 'url.path', 'http.url', 'http.target', 'http.route'];
const QUERY_ATTRIBUTES = ['url.query'];

/** A span as a processor sees it; only its attributes are touched. */
interface SpanWithAttributes {
  attributes: Record<string, unknown>;
}

/**
 * A span processor, first in the chain, that rewrites a span's URL attributes before any exporter
 * reads them: query values become «[redacted]». Bodies are never recorded by the instrumentations
 * in use. Written against the processor interface only, so the kit imports no OpenTelemetry module.
 */
export class RedactingSpanProcessor {
  onStart(): void {}

  onEnd(span: SpanWithAttributes): void {
    const attributes = span.attributes;
    for (const key of URL_ATTRIBUTES) if (key in attributes) attributes[key] = redactQuery(attributes[key]);
    for (const key of QUERY_ATTRIBUTES) if (key in attributes) attributes[key] = REDACTED;
  }

  async forceFlush(): Promise<void> {}

  async shutdown(): Promise<void> {}
}
