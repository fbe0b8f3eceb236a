// Draws one trace as a waterfall (a row per span: service, name, start, duration) and saves it as a
// PNG with Chromium: the picture of docs/OPERATIONS.md, made without a Jaeger. The trace is the one
// the in-memory exporter test collects:
//   ORBITA_TRACE_FILE=/tmp/trace.json npx jest --selectProjects backend --runTestsByPath services/admin-auth/test/live-feed-trace.test.ts
//   node scripts/trace-waterfall.mjs /tmp/trace.json docs/images/trace-contact.png
// The test runs the gateway, contacts and the live feed in one process, so each span's service is
// read from its place in the tree: the gateway until the proxied call (undici), contacts below it,
// the outbox relay's publish in contacts, the consumer's process in admin-auth (the live feed).
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const COLOURS = { gateway: '#2563eb', contacts: '#16a34a', 'admin-auth': '#c2410c' };

/** The service of each span, from the root down: a proxied call's children belong to the service called. */
export function servicesOf(spans) {
  const byId = new Map(spans.map((span) => [span.spanId, span]));
  const service = new Map();
  const of = (span) => {
    if (service.has(span.spanId)) return service.get(span.spanId);
    const parent = span.parentSpanId ? byId.get(span.parentSpanId) : undefined;
    let name;
    if (span.name.startsWith('process ')) name = 'admin-auth';
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

export function waterfallHtml(spans) {
  const t0 = Math.min(...spans.map((span) => span.start));
  const end = Math.max(...spans.map((span) => span.start + span.durationMs));
  const total = end - t0;
  const services = servicesOf(spans);
  const rows = treeOrder(spans).map(({ span, depth }) => {
    const service = services.get(span.spanId);
    const left = ((span.start - t0) / total) * 100;
    const width = Math.max((span.durationMs / total) * 100, 0.3);
    const route = span.attributes['http.route'] ?? span.attributes['url.path'] ?? '';
    const label = span.name === 'request' && route ? `request ${span.attributes['http.request.method'] ?? ''} ${route}` : span.name;
    return `<tr><td class="svc"><span style="background:${COLOURS[service]}">${escape(service)}</span></td>
<td class="name" style="padding-left:${8 + depth * 14}px" title="${escape(span.scope)}">${escape(label)}<small>${escape(span.scope)}</small></td>
<td class="num">${(span.start - t0).toFixed(1)}</td><td class="num">${span.durationMs.toFixed(2)}</td>
<td class="bar"><div style="margin-left:${left}%;width:${width}%;background:${COLOURS[service]}"></div></td></tr>`;
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
<p>${spans.length} spans over ${total.toFixed(1)} ms, collected by the in-memory exporter of services/admin-auth/test/live-feed-trace.test.ts.</p>
<table><tr><th>service</th><th>span</th><th>start ms</th><th>duration ms</th><th>timeline (0 – ${total.toFixed(0)} ms)</th></tr>
${rows.join('\n')}</table></html>`;
}

async function main() {
  const [input, output] = process.argv.slice(2);
  if (!input || !output) throw new Error('usage: node scripts/trace-waterfall.mjs <trace.json> <picture.png>');
  const spans = JSON.parse(readFileSync(input, 'utf8'));
  const html = waterfallHtml(spans);
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
