// Lighthouse SEO and performance (its default mobile run) on every page of the sitemap, and on an unknown
// address (which must answer 404 and stay out of the index): the embedded hub with the current build, or
// BENCH_URL for a hub already running. Prints a table for docs/PERFORMANCE.md; exits non-zero when an
// indexable page scores under 95 for SEO or under 90 for performance (the main bench holds /, /tools and the
// QR page to 95). Needs the build (`npx tsc -b && npm run build -w frontend`) and Chromium.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from './lib/frontend.mjs';
import { startHub } from './lib/hubs.mjs';

const SEO_BUDGET = 95;
const PERFORMANCE_BUDGET = 90;
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const log = (message) => console.warn(`[seo] ${message}`);

async function scoresOf(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['seo', 'performance'] });
    const failed = lhr.categories.seo.auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    const score = (category) => Math.round((lhr.categories[category].score ?? 0) * 100);
    const paint = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
    // A page Lighthouse could not measure scores 0: its reason is printed instead of a blank.
    const error = lhr.runtimeError?.message ?? '';
    return { score: score('seo'), performance: score('performance'), lcp: paint('largest-contentful-paint'), tbt: paint('total-blocking-time'), failed, error, version: lhr.lighthouseVersion };
  } finally {
    await chrome.kill();
  }
}

async function main() {
  const hub = process.env.BENCH_URL
    ? { url: process.env.BENCH_URL.replace(/\/+$/, ''), stop: async () => {} }
    : await startHub({ mode: 'embedded', repoRoot, workDir: mkdtempSync(path.join(os.tmpdir(), 'orbita-seo-')) });
  try {
    const sitemap = await (await fetch(`${hub.url}/sitemap.xml`)).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    // BENCH_SEO_PAGES=/tools/qr-code-generator,… measures only those pages (a quiet re-run of the ones that missed).
    const wanted = process.env.BENCH_SEO_PAGES?.split(',').filter(Boolean);
    const rows = [];
    for (const page of wanted ?? [...pages, '/pagina-che-non-esiste']) {
      let result = await scoresOf(`${hub.url}${page}`);
      // Lighthouse now and then loses the trace (NO_NAVSTART) and scores 0: such a page is measured once more.
      if (result.error) result = await scoresOf(`${hub.url}${page}`);
      log(`${page} SEO ${result.score}, performance ${result.performance} (LCP ${result.lcp} ms, TBT ${result.tbt} ms) ${result.failed.join(', ')} ${result.error}`);
      rows.push({ page, indexable: pages.includes(page), ...result });
    }
    console.log(`Lighthouse ${rows[0]?.version}, SEO and performance (default mobile run), one run a page; ${os.cpus().length} cores, load average ${os.loadavg().map((value) => value.toFixed(1)).join(' ')} at the end:\n`);
    console.log('| page | SEO | performance | LCP | TBT | SEO audits not passed |\n|---|---|---|---|---|---|');
    for (const row of rows) console.log(`| \`${row.page}\` | ${row.score} | ${row.performance} | ${row.lcp} ms | ${row.tbt} ms | ${row.failed.join(', ') || '–'} |`);
    const under = rows.filter((row) => row.indexable && (row.score < SEO_BUDGET || row.performance < PERFORMANCE_BUDGET));
    if (under.length > 0) {
      console.error(`Under ${SEO_BUDGET} SEO or ${PERFORMANCE_BUDGET} performance: ${under.map((row) => row.page).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await hub.stop();
  }
}

await main();
