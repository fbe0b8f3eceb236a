// The file tools' section of `make bench` on its own (issue 40): two 50-page PDFs merged, a 12-megapixel
// JPEG to WebP and HEIC to JPEG, and a 100 MB PDF, in Chromium on the embedded hub's built page; written into
// docs/PERFORMANCE.md (its own marked part). Needs the build, Chromium and, for the HEIC, Debian's heif-enc
// (libheif-examples). Exits non-zero when a budget is missed. Settings: BENCH_FILE_RUNS (default 5).
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runFileTools, writeFileToolsReport } from './lib/file-tools.mjs';
import { loadAverage } from './lib/machine.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const began = Date.now();
const log = (message) => console.warn(`[file tools ${((Date.now() - began) / 1000).toFixed(0).padStart(3)} s] ${message}`);

async function main() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'orbita-file-tools-'));
  log(`working folder ${workDir}`);
  const loadStart = loadAverage();
  const run = await runFileTools({ repoRoot, workDir, log });
  const load = `Machine: ${os.cpus().length} cores, load average ${loadStart} at the start and ${loadAverage()} at the end.`;
  writeFileSync(path.join(workDir, 'file-tools.json'), JSON.stringify(run, null, 2));
  writeFileToolsReport(path.join(repoRoot, 'docs', 'PERFORMANCE.md'), run, new Date().toISOString().replace(/\.\d+Z$/, 'Z'), load);
  for (const check of run.checks) log(`${check.pass ? 'pass' : 'FAIL'}  ${check.name}: ${check.figure} (budget ${check.limit})`);
  if (run.checks.some((check) => !check.pass)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`file tools bench failed: ${error.stack ?? error}`);
  process.exit(2);
});
