// Tracing off and on (issue 29): what setting OTEL_EXPORTER_OTLP_ENDPOINT costs. The embedded hub's
// idle size and the CPU the gateway spends per request, with the variable unset and set to a local
// OTLP/HTTP receiver started here (it accepts POST /v1/traces and counts the spans), so the
// exporter really sends. Unset, the entry points load no OpenTelemetry module at all (a test,
// services/kit/test/tracing-off.test.ts, checks it): the two unset runs show the machine's noise,
// against which "no measurable difference" is read.
import { createServer } from 'node:http';
import path from 'node:path';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { startHub } from './hubs.mjs';
import { runLoad } from './load.mjs';
import { processTree, proportionalBytes, sleep } from './proc.mjs';
import { HOP_SCENARIO } from './scenarios.mjs';

/** How long each hub is left alone before its idle size is read (as the main idle figure is). */
const QUIET_MS = 20_000;
const IDLE_SAMPLES = 5;
/** A fixed rate under what either setting serves on a busy 2-core machine: CPU per request, not a saturated queue. */
const RATE = 50;
const RATE_CONNECTIONS = 10;

/**
 * The embedded hub's idle size in the last full run before tracing was added (docs/PERFORMANCE.md,
 * run of 2026-11-24T15:07:40Z, first start on a new data folder, PSS of the launcher and the hub).
 */
export const BEFORE_TRACING = { idleBytes: 218 * 1024 * 1024, run: '2026-11-24T15:07:40Z' };

export const TRACING_BUDGET = {
  /** Unset: the idle size may differ from the run before tracing by no more than this share. */
  idleVsBefore: 0.05,
  /** Unset: the embedded hub stays within the idle budget of issue 10. */
  idleBytesOff: 300 * 1024 * 1024,
  /** Unset: the two unset runs agree within this share (what differs between them is the machine). */
  offSpread: 0.1,
};

/**
 * A stand-in for an OpenTelemetry Collector: OTLP/HTTP (JSON) on POST /v1/traces, counted; with `keep`,
 * each export's body is kept too (in `received`), for a picture of a trace rather than a count.
 */
export async function startOtlpReceiver({ keep = false } = {}) {
  const counts = { requests: 0, spans: 0, bytes: 0, services: new Set() };
  const received = [];
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      const body = Buffer.concat(chunks);
      counts.requests += 1;
      counts.bytes += body.length;
      try {
        const exported = JSON.parse(body.toString('utf8'));
        if (keep) received.push(exported);
        for (const resource of exported.resourceSpans ?? []) {
          const name = resource.resource?.attributes?.find((a) => a.key === 'service.name')?.value?.stringValue;
          if (name) counts.services.add(name);
          for (const scope of resource.scopeSpans ?? []) counts.spans += scope.spans?.length ?? 0;
        }
      } catch {
        // A protobuf body is still a request received; its spans are not counted.
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    received,
    reset: () => Object.assign(counts, { requests: 0, spans: 0, bytes: 0, services: new Set() }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A hub with tracing off or on, started with a data folder of its own. */
async function startTracedHub({ mode, tracing, context, index }) {
  const { repoRoot, workDir, modelUrl } = context;
  // Each traced hub exports to a receiver of its own, so its spans are told from the others'.
  const receiver = tracing ? await startOtlpReceiver() : null;
  // The exporter sends every second, so the spans of a run are counted before the hub stops.
  const env = tracing ? { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '1000' } : {};
  const hub = await startHub({ mode, repoRoot, workDir, modelUrl, env, dataDir: path.join(workDir, `tracing-${mode}-${index}`) });
  const label = mode === 'embedded' ? 'hub' : 'gateway';
  return { hub, receiver, mode, tracing, label, processes: hub.processes.filter((p) => p.label === label), runs: [], idleBytes: null };
}

/** The median idle size (PSS of the launcher and the hub) of each hub, read side by side after a quiet while. */
async function readIdle(hubs) {
  await sleep(QUIET_MS - IDLE_SAMPLES * 1000);
  const samples = hubs.map(() => []);
  for (let i = 0; i < IDLE_SAMPLES; i += 1) {
    hubs.forEach((entry, h) => samples[h].push(processTree(entry.hub.proc.pid).reduce((total, pid) => total + proportionalBytes(pid), 0)));
    await sleep(1000);
  }
  hubs.forEach((entry, h) => (entry.idleBytes = median(samples[h])));
}

/**
 * Rounds of load at a fixed rate on each hub in turn (A, B, C, A, B, C…), so a neighbour that
 * comes and goes weighs on every setting alike. A traced hub's spans are counted from the start of
 * each of its rounds to a pause after it, for its last batch.
 */
async function interleavedLoad(hubs, { seconds, rounds }) {
  const loadOf = (entry) => ({ scenario: HOP_SCENARIO, baseUrl: entry.hub.url, connections: RATE_CONNECTIONS, rate: RATE, processes: entry.processes });
  for (const entry of hubs) await runLoad({ ...loadOf(entry), seconds: 3, warmupSeconds: 0, processes: [] });
  await sleep(2500);
  for (const entry of hubs) Object.assign(entry, { spans: 0, exports: 0, services: new Set() });
  for (let round = 0; round < rounds; round += 1) {
    for (const entry of hubs) {
      entry.receiver?.reset();
      entry.runs.push(await runLoad({ ...loadOf(entry), seconds, warmupSeconds: 0 }));
      if (!entry.receiver) continue;
      await sleep(2500);
      entry.spans += entry.receiver.counts.spans;
      entry.exports += entry.receiver.counts.requests;
      for (const service of entry.receiver.counts.services) entry.services.add(service);
    }
  }
}

function summary(entry) {
  const { runs, label } = entry;
  return {
    mode: entry.mode,
    tracing: entry.tracing,
    label,
    idleBytes: entry.idleBytes,
    cpuMicrosPerRequest: median(runs.map((run) => run.cpuMicrosPerRequest[label])),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    notOk: runs.reduce((sum, run) => sum + run.notOk, 0),
    answered: runs.reduce((sum, run) => sum + run.answered, 0),
    spans: entry.spans,
    exports: entry.exports,
    services: [...entry.services].sort(),
  };
}

async function measureTogether(specs, context) {
  const hubs = [];
  try {
    for (const spec of specs) hubs.push(await startTracedHub({ ...spec, context }));
    if (specs[0].mode === 'embedded') await readIdle(hubs);
    await interleavedLoad(hubs, context);
    return hubs.map(summary);
  } finally {
    for (const entry of hubs) {
      await entry.hub.stop();
      await entry.receiver?.close();
    }
  }
}

/**
 * Three embedded hubs side by side, unset, set, unset (the second unset one gives the noise): idle
 * size read at the same moment, load in interleaved rounds. Then the distributed gateway unset and
 * set, one hub at a time (its services listen on fixed ports).
 */
export async function tracingPhase({ repoRoot, workDir, modelUrl, seconds = 8, rounds = 3, distributed = true, log }) {
  const context = { repoRoot, workDir, modelUrl, seconds, rounds };
  log('tracing: three embedded hubs (unset, set, unset) side by side');
  const embedded = [false, true, false].map((tracing, index) => ({ mode: 'embedded', tracing, index }));
  const runs = await measureTogether(embedded, context);
  if (distributed) {
    for (const [index, tracing] of [false, true].entries()) {
      log(`tracing ${tracing ? 'set' : 'unset'}: distributed hub`);
      runs.push(...(await measureTogether([{ mode: 'distributed', tracing, index }], context)));
    }
  }
  return { runs, rate: RATE, connections: RATE_CONNECTIONS, seconds, rounds, path: `${HOP_SCENARIO.method} ${HOP_SCENARIO.path}` };
}

const mb = (bytes) => `${(bytes / (1024 * 1024)).toFixed(0)} MB`;
const us = (micros) => `${(micros / 1000).toFixed(2)} ms`;

export function checkTracingBudgets(tracing) {
  const embedded = tracing.runs.filter((run) => run.mode === 'embedded');
  const off = embedded.filter((run) => !run.tracing);
  const on = embedded.filter((run) => run.tracing);
  const checks = [];
  const add = (name, limit, figure, pass) => checks.push({ name, limit, figure, pass });
  for (const run of off) {
    add('Tracing unset: embedded idle size', `< ${mb(TRACING_BUDGET.idleBytesOff)}`, mb(run.idleBytes), run.idleBytes < TRACING_BUDGET.idleBytesOff);
  }
  for (const run of off) {
    const change = run.idleBytes / BEFORE_TRACING.idleBytes - 1;
    add(
      `Tracing unset: embedded idle size against the run before tracing (${mb(BEFORE_TRACING.idleBytes)}, ${BEFORE_TRACING.run})`,
      `≤ +${TRACING_BUDGET.idleVsBefore * 100} %`,
      `${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)} %`,
      change <= TRACING_BUDGET.idleVsBefore,
    );
  }
  if (off.length === 2) {
    const spread = (a, b) => Math.abs(a - b) / Math.min(a, b);
    const idle = spread(off[0].idleBytes, off[1].idleBytes);
    const cpu = spread(off[0].cpuMicrosPerRequest, off[1].cpuMicrosPerRequest);
    add('Tracing unset: the two unset runs agree (idle size)', `≤ ${TRACING_BUDGET.offSpread * 100} %`, `${(idle * 100).toFixed(1)} %`, idle <= TRACING_BUDGET.offSpread);
    add('Tracing unset: the two unset runs agree (CPU per request)', `≤ ${TRACING_BUDGET.offSpread * 100} %`, `${(cpu * 100).toFixed(1)} %`, cpu <= TRACING_BUDGET.offSpread);
  }
  for (const run of [...on, ...tracing.runs.filter((r) => r.mode === 'distributed' && r.tracing)]) {
    add(`Tracing set: the receiver got the spans (${run.mode})`, '> 0 spans', `${run.spans} spans from ${run.services.join(', ') || 'no service'}`, run.spans > 0);
  }
  return checks;
}

export function tracingSection(tracing, checks) {
  const rows = tracing.runs.map(
    (run, i) =>
      `| ${i + 1} | ${run.mode} | ${run.tracing ? '**set** (local receiver)' : 'unset'} | ${run.idleBytes === null ? '–' : mb(run.idleBytes)} | ${run.label}: ${us(run.cpuMicrosPerRequest)} | ${run.p50} / ${run.p99} ms | ${run.tracing ? `${run.spans} (${run.exports} exports)` : '–'} | ${run.notOk} |`,
  );
  const pair = (mode) => {
    const off = tracing.runs.filter((run) => run.mode === mode && !run.tracing);
    const on = tracing.runs.find((run) => run.mode === mode && run.tracing);
    if (!off.length || !on) return null;
    // The unset hubs' mean: with two of them, the figure between them.
    const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
    const cpuOff = mean(off.map((run) => run.cpuMicrosPerRequest));
    const idleOff = mean(off.map((run) => run.idleBytes));
    const idle = mode === 'embedded' ? `, idle ${mb(idleOff)} → ${mb(on.idleBytes)} (+${mb(on.idleBytes - idleOff)})` : '';
    const perRequest = on.answered ? (on.spans / on.answered).toFixed(1) : '–';
    return `- ${mode}: CPU per request (${off[0].label}) ${us(cpuOff)} unset → ${us(on.cpuMicrosPerRequest)} set (×${(on.cpuMicrosPerRequest / cpuOff).toFixed(2)})${idle}; about ${perRequest} spans per request received.`;
  };
  const checkRows = checks.map((check) => `| ${check.name} | ${check.limit} | ${check.figure} | ${check.pass ? '**pass**' : '**FAIL**'} |`);
  return [
    `\`${tracing.path}\` through the gateway at ${tracing.rate} requests a second over ${tracing.connections} connections, ${tracing.rounds} rounds of ${tracing.seconds} s (median kept), after 3 s of warm-up, the hubs taking turns round by round; idle size is the PSS of the launcher and the hub 20 s after start, new data folder, the three embedded hubs read at the same moment.`,
    '',
    '| # | mode | OTEL_EXPORTER_OTLP_ENDPOINT | idle (PSS) | CPU per request | p50 / p99 | spans received | not 2xx |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    ...['embedded', 'distributed'].map(pair).filter(Boolean),
    '',
    '| check | budget | figure | |',
    '|---|---|---|---|',
    ...checkRows,
  ].join('\n');
}

const BEGIN = '<!-- bench:tracing:begin (written by `make bench` or `make bench-tracing`; edits here are overwritten) -->';
const END = '<!-- bench:tracing:end -->';

export function writeTracingReport(file, section, finishedAt, machineNote) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n\n';
  const block = `${BEGIN}\n\n## Tracing off and on (issue 29)\n\nRun of ${finishedAt}. Reproduce: \`make bench-tracing\` (or \`npx tsc -b && node bench/tracing.mjs\`;
\`BENCH_TRACING_SECONDS\` per round, default 8; \`BENCH_TRACING_DISTRIBUTED=0\` skips the distributed gateway). The hubs run
with \`OTEL_EXPORTER_OTLP_ENDPOINT\` unset, then set to a receiver the bench starts (a Node HTTP server that accepts
\`POST /v1/traces\` and counts the spans), with \`OTEL_BSP_SCHEDULE_DELAY=1000\`. Budget: unset, no measurable
difference from before (nothing is loaded: \`services/kit/test/tracing-off.test.ts\`; the two unset runs bound the noise);
set, the cost is reported.${machineNote ? `\n\n${machineNote}` : ''}\n\n${section}\n\n${END}`;
  const begin = current.indexOf(BEGIN.slice(0, 28));
  const end = current.indexOf(END);
  const updated = begin >= 0 && end > begin ? `${current.slice(0, begin)}${block}${current.slice(end + END.length)}` : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, updated);
}
