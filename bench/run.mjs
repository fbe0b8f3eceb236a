// `make bench`: Orbita measured against what a user would otherwise run, in one run on one
// machine, written to docs/PERFORMANCE.md with the budgets of issue 10 checked. Exits non-zero
// when a budget is missed (the report is written either way).
//
// Settings (environment): BENCH_SECONDS (per endpoint, default 4), BENCH_HOP_SECONDS (default 6),
// BENCH_HOP_RATE_SECONDS (default 4), BENCH_GROWTH_SECONDS (per list call and size in the data-growth section, default 4),
// BENCH_HOP_ROUNDS (default 3), BENCH_NOISY_SECONDS (per row of the noisy-neighbour section, default 15), BENCH_TRACING_SECONDS (per round of the tracing section, default 8), BENCH_HOP_RATE and BENCH_HOP_RATE_CONNECTIONS (the fixed-rate hop
// runs: 1500 requests a second over 10 connections), BENCH_CONNECTIONS (default 50), BENCH_WRITES (requests per write
// endpoint, default 1500), BENCH_DATABASE_URL, BENCH_REDIS_URL, BENCH_NATS_URL.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBudgets } from './lib/budgets.mjs';
import { runFileTools, writeFileToolsReport } from './lib/file-tools.mjs';
import { checkGrowthBudgets, dataGrowthPhase, dataGrowthSection, writeGrowthReport } from './lib/data-growth.mjs';
import { startFakeModel } from './lib/fake-model.mjs';
import { javascriptSizes } from './lib/frontend.mjs';
import { CONNECTIONS, RAISED_LIMITS } from './lib/hubs.mjs';
import { checkKeystrokeBudgets, keystrokePhase, writeKeystrokeReport } from './lib/keystroke.mjs';
import { checkPhoneKeystrokeBudgets, phoneKeystrokePhase, writePhoneKeystrokeReport } from './lib/keystroke-phone.mjs';
import { describeMachine, loadAverage, preflight } from './lib/machine.mjs';
import { checkNoisyBudgets, noisyNeighbourPhase, noisyNeighbourSection, writeNoisyReport } from './lib/noisy-neighbour.mjs';
import { distributedPhase, embeddedPhase } from './lib/phases.mjs';
import { qrLoopPerSecond, serviceQrLoopPerSecond } from './lib/qr-loop.mjs';
import { renderReport, writeReport } from './lib/report.mjs';
import { checkTracingBudgets, tracingPhase, tracingSection, writeTracingReport } from './lib/tracing.mjs';
import { benchPhoto } from './lib/scenarios.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const number = (name, fallback) => Number(process.env[name] || fallback);
const settings = {
  seconds: number('BENCH_SECONDS', 4),
  hopSeconds: number('BENCH_HOP_SECONDS', 6),
  hopRateSeconds: number('BENCH_HOP_RATE_SECONDS', 4),
  hopRounds: number('BENCH_HOP_ROUNDS', 3),
  hopRate: number('BENCH_HOP_RATE', 1500),
  hopRateConnections: number('BENCH_HOP_RATE_CONNECTIONS', 10),
  connections: number('BENCH_CONNECTIONS', 50),
  writeAmount: number('BENCH_WRITES', 1500),
  growthSeconds: number('BENCH_GROWTH_SECONDS', 4),
  noisySeconds: number('BENCH_NOISY_SECONDS', 15),
  tracingSeconds: number('BENCH_TRACING_SECONDS', 8),
  autocannon: createRequire(import.meta.url)('autocannon/package.json').version,
};
const began = Date.now();
const log = (message) => console.warn(`[bench ${((Date.now() - began) / 1000).toFixed(0).padStart(3)} s] ${message}`);

async function measure(workDir) {
  const model = await startFakeModel();
  try {
    const photo = await benchPhoto();
    const context = { repoRoot, workDir, modelUrl: model.url, settings, photo, log };
    log('frontend sizes and QR loops');
    const frontend = javascriptSizes(path.join(repoRoot, 'frontend', 'dist'));
    const packageLoop = await qrLoopPerSecond(3);
    const serviceFunctionLoop = await serviceQrLoopPerSecond(repoRoot, 3);
    const distributed = await distributedPhase(context);
    const embedded = await embeddedPhase(context);
    log('data growth: lists and list screens at 1,000, 20,000 and 100,000 rows');
    const growth = await dataGrowthPhase(context);
    log('keystroke to result: each live tool typed into in Chromium, through the gateway');
    const keystroke = await keystrokePhase(context);
    log('keystroke to result on a phone network: the same tools with a 150 ms round trip on every request');
    const keystrokePhone = await phoneKeystrokePhase(context);
    log('noisy neighbour: another visitor beside the heaviest request of each route, production limits');
    const noisy = await noisyNeighbourPhase({ ...context, seconds: settings.noisySeconds });
    log('tracing off and on: idle size and CPU per request with OTEL_EXPORTER_OTLP_ENDPOINT unset and set');
    const tracing = await tracingPhase({ ...context, seconds: settings.tracingSeconds });
    log('file tools: PDFs merged, 12 MP photos converted, a 100 MB PDF, in Chromium on the built pages');
    const files = await runFileTools(context);
    return {
      files,
      noisy,
      tracing,
      ...distributed,
      ...embedded,
      growth,
      keystroke,
      keystrokePhone,
      frontend,
      qr: { packageLoop, serviceFunctionLoop, direct: distributed.qrDirect, analyzeImageBytes: photo.length },
      modelCalls: model.calls(),
    };
  } finally {
    await model.close();
  }
}

async function main() {
  preflight(repoRoot);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'orbita-bench-'));
  log(`working folder ${workDir} (logs of every process are kept there)`);
  const described = await describeMachine(repoRoot, CONNECTIONS.databaseUrl);
  const measured = await measure(workDir);
  described.machine.loadEnd = loadAverage();
  const results = {
    ...described,
    ...measured,
    settings,
    raisedLimits: RAISED_LIMITS,
    command: 'make bench',
    finishedAt: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    durationSeconds: (Date.now() - began) / 1000,
  };
  const checks = [
    ...checkBudgets(results),
    ...checkGrowthBudgets(results.growth),
    ...checkKeystrokeBudgets(results.keystroke),
    ...checkPhoneKeystrokeBudgets(results.keystrokePhone),
    ...checkNoisyBudgets(results.noisy),
    ...checkTracingBudgets(results.tracing),
    ...results.files.checks,
  ];
  writeFileSync(path.join(workDir, 'results.json'), JSON.stringify({ ...results, checks }, null, 2));
  writeReport(path.join(repoRoot, 'docs', 'PERFORMANCE.md'), renderReport(results, checks));
  writeGrowthReport(path.join(repoRoot, 'docs', 'PERFORMANCE.md'), dataGrowthSection(results.growth, checkGrowthBudgets(results.growth)), results.finishedAt);
  writeKeystrokeReport(path.join(repoRoot, 'docs', 'PERFORMANCE.md'), results.keystroke, checkKeystrokeBudgets(results.keystroke), results.finishedAt);
  writePhoneKeystrokeReport(path.join(repoRoot, 'docs', 'PERFORMANCE.md'), results.keystrokePhone, checkPhoneKeystrokeBudgets(results.keystrokePhone), results.finishedAt);
  writeNoisyReport(path.join(repoRoot, 'docs', 'PERFORMANCE.md'), noisyNeighbourSection(results.noisy, checkNoisyBudgets(results.noisy)), results.finishedAt);
  const load = `Machine: load average ${described.machine.loadStart} at the start of the whole bench and ${described.machine.loadEnd} at its end.`;
  writeTracingReport(path.join(repoRoot, 'docs', 'PERFORMANCE.md'), tracingSection(results.tracing, checkTracingBudgets(results.tracing)), results.finishedAt, load);
  writeFileToolsReport(path.join(repoRoot, 'docs', 'PERFORMANCE.md'), results.files, results.finishedAt, load);
  for (const check of checks) log(`${check.pass ? 'pass' : 'FAIL'}  ${check.name}: ${check.figure} (budget ${check.limit})`);
  log(`docs/PERFORMANCE.md written; raw figures in ${path.join(workDir, 'results.json')}`);
  if (checks.some((check) => !check.pass)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`bench failed: ${error.stack ?? error}`);
  process.exit(2);
});
