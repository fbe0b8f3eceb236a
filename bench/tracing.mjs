// The tracing section of `make bench` on its own (issue 29): the embedded hub's idle size and the
// gateway's CPU per request with OTEL_EXPORTER_OTLP_ENDPOINT unset and set (to a local receiver),
// written into docs/PERFORMANCE.md (its own marked part). Needs the build (`npx tsc -b`) and, for
// the distributed gateway, the local Postgres, Redis and NATS. Exits non-zero when a budget is missed.
// Settings: BENCH_TRACING_SECONDS (per round, default 8), BENCH_TRACING_DISTRIBUTED=0 (embedded only).
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeModel } from './lib/fake-model.mjs';
import { loadAverage } from './lib/machine.mjs';
import { checkTracingBudgets, tracingPhase, tracingSection, writeTracingReport } from './lib/tracing.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const began = Date.now();
const log = (message) => console.warn(`[tracing ${((Date.now() - began) / 1000).toFixed(0).padStart(3)} s] ${message}`);

async function main() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'orbita-tracing-'));
  log(`working folder ${workDir}`);
  const model = await startFakeModel();
  try {
    const loadStart = loadAverage();
    const tracing = await tracingPhase({
      repoRoot,
      workDir,
      modelUrl: model.url,
      seconds: Number(process.env.BENCH_TRACING_SECONDS || 8),
      distributed: process.env.BENCH_TRACING_DISTRIBUTED !== '0',
      log,
    });
    const checks = checkTracingBudgets(tracing);
    const load = `Machine: ${os.cpus().length} cores, load average ${loadStart} at the start and ${loadAverage()} at the end.`;
    writeFileSync(path.join(workDir, 'tracing.json'), JSON.stringify({ tracing, checks, load }, null, 2));
    const finishedAt = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
    writeTracingReport(path.join(repoRoot, 'docs', 'PERFORMANCE.md'), tracingSection(tracing, checks), finishedAt, load);
    for (const check of checks) log(`${check.pass ? 'pass' : 'FAIL'}  ${check.name}: ${check.figure} (budget ${check.limit})`);
    log(`raw figures in ${path.join(workDir, 'tracing.json')}`);
    if (checks.some((check) => !check.pass)) process.exitCode = 1;
  } finally {
    await model.close();
  }
}

main().catch((error) => {
  console.error(`tracing bench failed: ${error.stack ?? error}`);
  process.exit(2);
});
