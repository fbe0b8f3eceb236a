// The data-growth section of `make bench` on its own: the list calls and the two list screens at
// 1,000, 20,000 and 100,000 rows, written into docs/PERFORMANCE.md (its own marked part).
// Needs the build (`npx tsc -b && npm run build -w frontend`), the local Postgres, Redis and NATS,
// and Chromium. Exits non-zero when a budget is missed.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkGrowthBudgets, dataGrowthPhase, dataGrowthSection, writeGrowthReport } from './lib/data-growth.mjs';
import { startFakeModel } from './lib/fake-model.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const began = Date.now();
const log = (message) => console.warn(`[growth ${((Date.now() - began) / 1000).toFixed(0).padStart(3)} s] ${message}`);

async function main() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'orbita-growth-'));
  log(`working folder ${workDir}`);
  const model = await startFakeModel();
  try {
    const settings = { growthSeconds: Number(process.env.BENCH_GROWTH_SECONDS || 4) };
    const growth = await dataGrowthPhase({ repoRoot, workDir, modelUrl: model.url, settings, log });
    const checks = checkGrowthBudgets(growth);
    writeFileSync(path.join(workDir, 'growth.json'), JSON.stringify({ growth, checks }, null, 2));
    const finishedAt = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
    writeGrowthReport(path.join(repoRoot, 'docs', 'PERFORMANCE.md'), dataGrowthSection(growth, checks), finishedAt);
    for (const check of checks) log(`${check.pass ? 'pass' : 'FAIL'}  ${check.name}: ${check.figure} (budget ${check.limit})`);
    if (checks.some((check) => !check.pass)) process.exitCode = 1;
  } finally {
    await model.close();
  }
}

main().catch((error) => {
  console.error(`data growth failed: ${error.stack ?? error}`);
  process.exit(2);
});
