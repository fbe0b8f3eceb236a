// Captures one real trace for the picture of docs/OPERATIONS.md: starts the distributed hub (the gateway
// and each service in its own process, on this machine's Postgres, Redis and NATS, as `make run-services`
// does) with OTEL_EXPORTER_OTLP_ENDPOINT pointed at a local OTLP/HTTP receiver, sends a contact through
// the gateway, waits for the exports, and writes the exports holding that request's trace (OTLP/JSON).
//   npx tsc -b && node scripts/trace-capture.mjs /tmp/trace-otlp.json
//   node scripts/trace-waterfall.mjs /tmp/trace-otlp.json docs/images/trace-contact.png
// Needs the service ports of the distributed mode free (bench/lib/hubs.mjs); its database is
// orbita_trace (TRACE_DATABASE_URL), dropped and made anew.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spansFromOtlp } from './trace-waterfall.mjs';

// The bench's hub starter reads its database when loaded: this one is the capture's own.
process.env.BENCH_DATABASE_URL = process.env.TRACE_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/orbita_trace';
const { startHub } = await import('../bench/lib/hubs.mjs');
const { startOtlpReceiver } = await import('../bench/lib/tracing.mjs');

const CONTACT = { name: 'Giulia D’Angelo', email: 'giulia@example.it', subject: 'Traccia di prova', message: 'Un messaggio per vedere la traccia.' };
/** The exporter sends every half second; three seconds after the answer every span has ended and left. */
const EXPORT_WAIT_MS = 3000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const output = process.argv[2];
  if (!output) throw new Error('usage: node scripts/trace-capture.mjs <trace-otlp.json>');
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'orbita-trace-'));
  const receiver = await startOtlpReceiver({ keep: true });
  const env = { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '500' };
  const hub = await startHub({ mode: 'distributed', repoRoot, workDir, modelUrl: `${receiver.url}/model`, env });
  try {
    // Start-up work (migrations, stream set-up) has its own traces: only the contact's is kept.
    await sleep(EXPORT_WAIT_MS);
    receiver.received.length = 0;
    const response = await fetch(`${hub.url}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(CONTACT) });
    if (response.status !== 201) throw new Error(`POST /api/contact answered ${response.status}: ${await response.text()}`);
    await sleep(EXPORT_WAIT_MS);
    const traceId = rootTraceId(receiver.received);
    const exports = receiver.received.map((body) => onlyTrace(body, traceId)).filter((body) => body.resourceSpans.length > 0);
    writeFileSync(output, JSON.stringify(exports, null, 2));
    const spans = spansFromOtlp(exports);
    console.log(`trace ${traceId}: ${spans.length} spans from ${[...new Set(spans.map((span) => span.service))].join(', ')} written to ${output}`);
  } finally {
    await hub.stop();
    await receiver.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** The trace of the gateway's root span for POST /api/contact. */
function rootTraceId(exports) {
  const root = spansFromOtlp(exports).find((span) => !span.parentSpanId && (span.attributes['http.route'] ?? span.attributes['url.path']) === '/api/contact');
  if (!root) throw new Error('no trace of POST /api/contact was exported');
  return root.traceId;
}

/** An export with only the spans of one trace, and only the resources and scopes that still hold some. */
function onlyTrace(body, traceId) {
  const resourceSpans = (body.resourceSpans ?? [])
    .map((resource) => ({
      ...resource,
      scopeSpans: (resource.scopeSpans ?? []).map((scope) => ({ ...scope, spans: (scope.spans ?? []).filter((span) => span.traceId === traceId) })).filter((scope) => scope.spans.length > 0),
    }))
    .filter((resource) => resource.scopeSpans.length > 0);
  return { resourceSpans };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
