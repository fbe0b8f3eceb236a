// Draws one trace as a waterfall (a row per span: service, name, start, duration) and saves it as a
// PNG with Chromium: the picture of docs/OPERATIONS.md, made without a Jaeger. It reads either
// - the OTLP/JSON export of a real run, from scripts/trace-capture.mjs (each span's service is its
//   process's `service.name`):
//     node scripts/trace-capture.mjs /tmp/trace-otlp.json
//     node scripts/trace-waterfall.mjs /tmp/trace-otlp.json docs/images/trace-contact.png
// - or the spans the in-memory exporter test collects, where the gateway, contacts and the live feed
//   share one process, so each span's service is read from its place in the tree: the gateway until
//   the proxied call (undici), contacts below it, the outbox relay's publish in contacts, the
//   consumer's process in admin-auth (the live feed):
//     ORBITA_TRACE_FILE=/tmp/trace.json npx jest --selectProjects backend --runTestsByPath services/admin-auth/test/live-feed-trace.test.ts
//     node scripts/trace-waterfall.mjs /tmp/trace.json /tmp/trace.png
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const COLOURS = { gateway: '#2563eb', contacts: '#16a34a', 'admin-auth': '#c2410c', suggestions: '#7c3aed', tools: '#0891b2', 'ai-vision': '#be185d' };
const colourOf = (service) => COLOURS[service] ?? '#4b5563';

const attributeValue = (value) => value?.stringValue ?? value?.intValue ?? value?.doubleValue ?? value?.boolValue;

/**
 * The spans of OTLP/JSON exports (one request body each, or a list of them), in the shape the waterfall
 * draws: times in milliseconds, attributes as an object, the service from the resource (`orbita-` left out).
 */
export function spansFromOtlp(exports) {
  const spans = [];
  for (const body of Array.isArray(exports) ? exports : [exports]) {
    for (const resource of body.resourceSpans ?? []) {
      const serviceName = attributeValue(resource.resource?.attributes?.find((a) => a.key === 'service.name')?.value) ?? 'unknown';
      for (const scope of resource.scopeSpans ?? []) {
        for (const span of scope.spans ?? []) {
          const start = Number(BigInt(span.startTimeUnixNano) / 1000n) / 1000;
          const end = Number(BigInt(span.endTimeUnixNano) / 1000n) / 1000;
          spans.push({
            traceId: span.traceId,
            spanId: span.spanId,
            ...(span.parentSpanId ? { parentSpanId: span.parentSpanId } : {}),
            name: span.name,
            scope: scope.scope?.name ?? '',
            service: String(serviceName).replace(/^orbita-/, ''),
            start,
            durationMs: end - start,
            attributes: Object.fromEntries((span.attributes ?? []).map((a) => [a.key, attributeValue(a.value)])),
          });
        }
      }
    }
  }
  return spans;
}

/** The service of each span, from the root down: a proxied call's children belong to the service called. */
export function servicesOf(spans) {
  const byId = new Map(spans.map((span) => [span.spanId, span]));
  const service = new Map();
  const of = (span) => {
    if (service.has(span.spanId)) return service.get(span.spanId);
    const parent = span.parentSpanId ? byId.get(span.parentSpanId) : undefined;
    let name;
    if (span.service) name = span.service;
    else if (span.name.startsWith('process ')) name = 'admin-auth';
    else if (span.name.startsWith('publish ')) name = 'contacts';
    else if (!parent) name = 'gateway';
    else if (parent.scope === '@opentelemetry/instrumentation-undici') name = 'contacts';
    else name = of(parent);
    service.set(span.spanId, name);
    return name;
  };
  for (const span of spans) of(span);
  return service;
}

/** The spans in tree order (each after its parent, siblings by start), with their depth. */
function treeOrder(spans) {
  const byId = new Map(spans.map((span) => [span.spanId, span]));
  const children = new Map();
  const roots = [];
  for (const span of spans) {
    if (span.parentSpanId && byId.has(span.parentSpanId)) children.set(span.parentSpanId, [...(children.get(span.parentSpanId) ?? []), span]);
    else roots.push(span);
  }
  const ordered = [];
  const visit = (span, depth) => {
    ordered.push({ span, depth });
    for (const child of (children.get(span.spanId) ?? []).sort((a, b) => a.start - b.start)) visit(child, depth + 1);
  };
  for (const root of roots.sort((a, b) => a.start - b.start)) visit(root, 0);
  return ordered;
}

const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

export function waterfallHtml(spans, source = 'collected by the in-memory exporter of services/admin-auth/test/live-feed-trace.test.ts') {
  const t0 = Math.min(...spans.map((span) => span.start));
  const end = Math.max(...spans.map((span) => span.start + span.durationMs));
  const total = end - t0;
  const services = servicesOf(spans);
  const rows = treeOrder(spans).map(({ span, depth }) => {
    const service = services.get(span.spanId);
    const left = ((span.start - t0) / total) * 100;
    const width = Math.max((span.durationMs / total) * 100, 0.3);
    const route = span.attributes['http.route'] ?? span.attributes['url.path'] ?? '';
    const colour = colourOf(service);
    const label = span.name === 'request' && route ? `request ${span.attributes['http.request.method'] ?? ''} ${route}` : span.name;
    return `<tr><td class="svc"><span style="background:${colour}">${escape(service)}</span></td>
<td class="name" style="padding-left:${8 + depth * 14}px" title="${escape(span.scope)}">${escape(label)}<small>${escape(span.scope)}</small></td>
<td class="num">${(span.start - t0).toFixed(1)}</td><td class="num">${span.durationMs.toFixed(2)}</td>
<td class="bar"><div style="margin-left:${left}%;width:${width}%;background:${colour}"></div></td></tr>`;
  });
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Trace ${escape(spans[0].traceId)}</title>
<style>
body{font:13px system-ui,sans-serif;margin:16px;color:#111}
h1{font-size:16px;margin:0 0 4px}p{margin:0 0 12px;color:#444}
table{border-collapse:collapse;width:100%}th,td{padding:3px 6px;border-bottom:1px solid #e5e7eb;white-space:nowrap}
th{text-align:left;background:#f3f4f6}td.num{text-align:right;font-variant-numeric:tabular-nums}
td.svc span{color:#fff;border-radius:3px;padding:1px 6px;font-size:12px}
td.name small{color:#6b7280;margin-left:8px}td.bar{width:45%}td.bar div{height:12px;border-radius:2px}
</style>
<h1>Trace ${escape(spans[0].traceId)}: POST /api/contact, from the gateway to the admin live feed</h1>
<p>${spans.length} spans over ${total.toFixed(1)} ms, ${escape(source)}.</p>
<table><tr><th>service</th><th>span</th><th>start ms</th><th>duration ms</th><th>timeline (0 – ${total.toFixed(0)} ms)</th></tr>
${rows.join('\n')}</table></html>`;
}

async function main() {
  const [input, output] = process.argv.slice(2);
  if (!input || !output) throw new Error('usage: node scripts/trace-waterfall.mjs <trace.json> <picture.png>');
  const read = JSON.parse(readFileSync(input, 'utf8'));
  const otlp = !Array.isArray(read) || read.some((entry) => 'resourceSpans' in entry);
  const spans = otlp ? spansFromOtlp(read) : read;
  const html = otlp ? waterfallHtml(spans, 'exported over OTLP by the gateway and services of `make run-services` (scripts/trace-capture.mjs)') : waterfallHtml(spans);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 400 }, deviceScaleFactor: 1 });
    await page.setContent(html);
    await page.screenshot({ path: output, fullPage: true });
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
