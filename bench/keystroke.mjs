// The keystroke-to-result section of `make bench` on its own: the embedded hub, each live tool
// typed into in Chromium, p50/p95 from the input event to the painted result and the first change
// after load, written into docs/PERFORMANCE.md (its own marked part). Needs the build
// (`npx tsc -b && npm run build -w frontend`) and Chromium. Exits non-zero when a budget is missed.
// BENCH_KEYSTROKES (default 20) per tool; BENCH_KEYSTROKE_TOOLS=number-converter,… for a subset;
// BENCH_URL to measure a hub already running instead of starting one; BENCH_WORD_COUNTER_WORDS sets the length of the
// text the word counter is typed into (default 100,000 words).
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeModel } from './lib/fake-model.mjs';
import { startHub } from './lib/hubs.mjs';
import { checkKeystrokeBudgets, KEYSTROKE_TOOLS, keystrokeTable, keystrokeToResult, writeKeystrokeReport } from './lib/keystroke.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const began = Date.now();
const log = (message) => console.warn(`[keystroke ${((Date.now() - began) / 1000).toFixed(0).padStart(3)} s] ${message}`);

async function main() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'orbita-keystroke-'));
  log(`working folder ${workDir}`);
  const wanted = process.env.BENCH_KEYSTROKE_TOOLS?.split(',').filter(Boolean);
  const tools = wanted ? KEYSTROKE_TOOLS.filter((spec) => wanted.includes(spec.tool)) : KEYSTROKE_TOOLS;
  const model = await startFakeModel();
  // BENCH_URL measures a hub already running (for before/after runs against two builds).
  const hub = process.env.BENCH_URL ? { url: process.env.BENCH_URL, stop: async () => {} } : await startHub({ mode: 'embedded', repoRoot, workDir, modelUrl: model.url });
  try {
    const results = await keystrokeToResult(hub.url, tools, log);
    const checks = checkKeystrokeBudgets(results);
    writeFileSync(path.join(workDir, 'keystroke.json'), JSON.stringify({ results, checks }, null, 2));
    console.log(keystrokeTable(results));
    if (!wanted) writeKeystrokeReport(path.join(repoRoot, 'docs', 'PERFORMANCE.md'), results, checks, new Date().toISOString().replace(/\.\d+Z$/, 'Z'));
    for (const check of checks) log(`${check.pass ? 'pass' : 'FAIL'}  ${check.name}: ${check.figure} (budget ${check.limit})`);
    if (checks.some((check) => !check.pass)) process.exitCode = 1;
  } finally {
    await hub.stop();
    await model.close();
  }
}

main().catch((error) => {
  console.error(`keystroke bench failed: ${error.stack ?? error}`);
  process.exit(2);
});
