// The noisy-neighbour section of `make bench` on its own (issue 25): another visitor's latency
// while one address sends the heaviest request of each route, in both run modes, written into
// docs/PERFORMANCE.md (its own marked part). Needs the build (`npx tsc -b`) and the local
// Postgres, Redis and NATS. Exits non-zero when a budget is missed.
// Settings: BENCH_NOISY_SECONDS (per heavy request and mode, default 15).
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeModel } from './lib/fake-model.mjs';
import { checkNoisyBudgets, noisyNeighbourPhase, noisyNeighbourSection, writeNoisyReport } from './lib/noisy-neighbour.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const began = Date.now();
const log = (message) => console.warn(`[noisy ${((Date.now() - began) / 1000).toFixed(0).padStart(3)} s] ${message}`);

async function main() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'orbita-noisy-'));
  log(`working folder ${workDir}`);
  const model = await startFakeModel();
  try {
    const seconds = Number(process.env.BENCH_NOISY_SECONDS || 15);
    const noisy = await noisyNeighbourPhase({ repoRoot, workDir, modelUrl: model.url, seconds, log });
    const checks = checkNoisyBudgets(noisy);
    writeFileSync(path.join(workDir, 'noisy.json'), JSON.stringify({ noisy, checks }, null, 2));
    const finishedAt = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
    writeNoisyReport(path.join(repoRoot, 'docs', 'PERFORMANCE.md'), noisyNeighbourSection(noisy, checks), finishedAt);
    for (const check of checks) log(`${check.pass ? 'pass' : 'FAIL'}  ${check.name}: ${check.figure} (budget ${check.limit})`);
    log(`raw figures in ${path.join(workDir, 'noisy.json')}`);
    if (checks.some((check) => !check.pass)) process.exitCode = 1;
  } finally {
    await model.close();
  }
}

main().catch((error) => {
  console.error(`noisy neighbour failed: ${error.stack ?? error}`);
  process.exit(2);
});
