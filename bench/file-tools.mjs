// The file tools' section of `make bench` on its own (issue 40): two 50-page PDFs merged, a 12-megapixel
// JPEG to WebP and HEIC to JPEG, and a 100 MB PDF, in Chromium on the embedded hub's built page; written into
// docs/PERFORMANCE.md (its own marked part). Needs the build, Chromium and, for the HEIC, Debian's heif-enc
// (libheif-examples). Exits non-zero when a budget is missed. Settings: BENCH_FILE_RUNS (default 5).
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeModel } from './lib/fake-model.mjs';
import { checkFileToolBudgets, fileToolsPhase } from './lib/file-tools.mjs';
import { javascriptSizes } from './lib/frontend.mjs';
import { startHub } from './lib/hubs.mjs';
import { loadAverage } from './lib/machine.mjs';
import { stopProcess } from './lib/proc.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const began = Date.now();
const log = (message) => console.warn(`[file tools ${((Date.now() - began) / 1000).toFixed(0).padStart(3)} s] ${message}`);
const BEGIN = '<!-- bench:file-tools:begin (written by `make bench-files`; edits here are overwritten) -->';
const END = '<!-- bench:file-tools:end -->';

function section(results, checks, home, finishedAt, load) {
  const rows = checks.map((check) => `| ${check.name} | ${check.limit} | ${check.figure} | ${check.pass ? 'pass' : '**FAIL**'} |`);
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${BEGIN}

## Files in the browser (issue 40)

Run of ${finishedAt}. Reproduce: \`make bench-files\` (or \`npx tsc -b && npm run build -w frontend && node bench/file-tools.mjs\`;
\`BENCH_FILE_RUNS\`, default 5). Chromium (Debian's, headless, software rendering) drives the built pages of an embedded hub
as a visitor does: files chosen in the picker, the button pressed, the time taken from the click to the saved file
(PDF) or to the new size shown under the image (images), the work done in the page's Web Worker. Inputs, made by
the bench: two 50-page A4 PDFs with text and drawings (${results.sizes.pdfs.map(mb).join(' and ')}), a 4032 × 3024 photo-like
picture with grain as a JPEG at quality 90 (${mb(results.sizes.jpeg)}) and as a HEIC by heif-enc at quality 60
(${results.sizes.heic ? mb(results.sizes.heic) : 'not made: heif-enc missing'}), and a ${mb(results.big.bytes)} PDF of 12-megapixel scans. Median of ${results.runs} runs.
${load}

| what | budget | measured | |
|---|---|---|---|
${rows.join('\n')}

Runs (ms): merge ${results.merge.runs.join(', ')}; JPEG → WebP ${results.webp.runs.join(', ')}; HEIC → JPEG ${results.heic ? results.heic.runs.join(', ') : '–'}.
Home page initial JavaScript with the two tools in the registry: ${home.toFixed(1)} KB gzip (their libraries load only on their
own pages: pdf-lib in the PDF worker, pdf.js and its worker when a PDF is on screen, exifr and the HEIC decoder in the image worker).

${END}`;
}

async function main() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'orbita-file-tools-'));
  log(`working folder ${workDir}`);
  const model = await startFakeModel();
  const hub = await startHub({ mode: 'embedded', repoRoot, workDir, modelUrl: model.url });
  try {
    const loadStart = loadAverage();
    const results = await fileToolsPhase({ baseUrl: hub.url, workDir, log });
    const checks = checkFileToolBudgets(results);
    const home = javascriptSizes(path.join(repoRoot, 'frontend', 'dist')).homeInitialBytes / 1024;
    const load = `Machine: ${os.cpus().length} cores, load average ${loadStart} at the start and ${loadAverage()} at the end.`;
    writeFileSync(path.join(workDir, 'file-tools.json'), JSON.stringify({ results, checks }, null, 2));
    const finishedAt = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
    const file = path.join(repoRoot, 'docs', 'PERFORMANCE.md');
    const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n\n';
    const block = section(results, checks, home, finishedAt, load);
    const begin = current.indexOf(BEGIN.slice(0, 30));
    const end = current.indexOf(END);
    writeFileSync(file, begin >= 0 && end > begin ? `${current.slice(0, begin)}${block}${current.slice(end + END.length)}` : `${current.trimEnd()}\n\n${block}\n`);
    for (const check of checks) log(`${check.pass ? 'pass' : 'FAIL'}  ${check.name}: ${check.figure} (budget ${check.limit})`);
    if (checks.some((check) => !check.pass)) process.exitCode = 1;
  } finally {
    await stopProcess(hub.proc);
    await model.close();
  }
}

main().catch((error) => {
  console.error(`file tools bench failed: ${error.stack ?? error}`);
  process.exit(2);
});
