// The phone-network keystroke section of `make bench` on its own (issue 38): the embedded hub,
// each live tool typed into in Chromium with a 150 ms round trip on every request, p50/p95 from
// the input event to the painted result, written into docs/PERFORMANCE.md (its own marked part).
// Needs the build (`npx tsc -b && npm run build -w frontend`) and Chromium. Exits non-zero when a
// budget is missed. BENCH_KEYSTROKES (default 20) per tool; BENCH_KEYSTROKE_TOOLS=vat-calculator,…
// for a subset (which does not rewrite the file); BENCH_URL to measure a hub already running.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeModel } from './lib/fake-model.mjs';
import { startHub } from './lib/hubs.mjs';
import { KEYSTROKE_TOOLS, keystrokeTable, keystrokeToResult } from './lib/keystroke.mjs';
import { checkPhoneKeystrokeBudgets, PHONE_NETWORK, writePhoneKeystrokeReport } from './lib/keystroke-phone.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const began = Date.now();
const log = (message) => console.warn(`[keystroke-phone ${((Date.now() - began) / 1000).toFixed(0).padStart(3)} s] ${message}`);

async function main() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'orbita-keystroke-phone-'));
  log(`working folder ${workDir}`);
  const wanted = process.env.BENCH_KEYSTROKE_TOOLS?.split(',').filter(Boolean);
  const tools = wanted ? KEYSTROKE_TOOLS.filter((spec) => wanted.includes(spec.tool)) : KEYSTROKE_TOOLS;
  const model = await startFakeModel();
  const hub = process.env.BENCH_URL ? { url: process.env.BENCH_URL, stop: async () => {} } : await startHub({ mode: 'embedded', repoRoot, workDir, modelUrl: model.url });
  try {
    const results = await keystrokeToResult(hub.url, tools, log, PHONE_NETWORK);
    const checks = checkPhoneKeystrokeBudgets(results);
    writeFileSync(path.join(workDir, 'keystroke-phone.json'), JSON.stringify({ results, checks }, null, 2));
    console.log(keystrokeTable(results));
    if (!wanted) writePhoneKeystrokeReport(path.join(repoRoot, 'docs', 'PERFORMANCE.md'), results, checks, new Date().toISOString().replace(/\.\d+Z$/, 'Z'));
    for (const check of checks) log(`${check.pass ? 'pass' : 'FAIL'}  ${check.name}: ${check.figure} (budget ${check.limit})`);
    if (checks.some((check) => !check.pass)) process.exitCode = 1;
  } finally {
    await hub.stop();
    await model.close();
  }
}

main().catch((error) => {
  console.error(`keystroke-phone bench failed: ${error.stack ?? error}`);
  process.exit(2);
});
