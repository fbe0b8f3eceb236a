// The frontend's figures: the gzip size of the JavaScript each page needs, from the build's
// manifest, and Lighthouse's performance score with Debian's Chromium against the running hub.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function readManifest(dist) {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} not found: the frontend build writes it (build.manifest in vite.config.ts)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

function closure(manifest, keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/**
 * Gzip sizes (level 9, as a server would precompress): the home page's initial JavaScript (entry
 * chunk, its static imports, the home page's chunk) and, for each lazy route, what it adds.
 */
export function javascriptSizes(dist) {
  const manifest = readManifest(dist);
  const gzipped = new Map();
  const sizeOf = (key) => {
    if (!gzipped.has(key)) gzipped.set(key, gzipSync(readFileSync(path.join(dist, manifest[key].file)), { level: 9 }).length);
    return gzipped.get(key);
  };
  const sum = (keys) => [...keys].reduce((total, key) => total + sizeOf(key), 0);
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const shell = closure(manifest, [entry]);
  const home = Object.keys(manifest).find((key) => /app\/routes\/HomeRoute\.tsx$/.test(key));
  const homeKeys = closure(manifest, [entry, home].filter(Boolean));
  const routes = (manifest[entry].dynamicImports ?? [])
    .filter((key) => key !== home)
    .map((key) => ({
      route: manifest[key].name ?? path.basename(key),
      source: key,
      bytes: sum([...closure(manifest, [key])].filter((k) => !shell.has(k))),
    }))
    .sort((a, b) => a.route.localeCompare(b.route));
  return { shellBytes: sum(shell), homeInitialBytes: sum(homeKeys), homeChunks: homeKeys.size, routes };
}

async function auditPage(url) {
  // A browser per page: a second navigation in the same headless browser may never paint (NO_FCP).
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const metric = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      version: lhr.lighthouseVersion,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndexMs: metric('speed-index'),
      transferBytes: metric('total-byte-weight'),
      runtimeError: lhr.runtimeError?.message ?? null,
      opportunities: Object.values(lhr.audits)
        .filter((audit) => audit.details?.type === 'opportunity' && (audit.score ?? 1) < 0.9)
        .map((audit) => audit.id),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse's default run (mobile, simulated slow 4G and 4× CPU slowdown), performance only,
 * `runs` times a page; the run with the median score is kept, as Lighthouse's own guidance asks,
 * since one run moves by several points with what else the machine is doing.
 */
export async function lighthouseScores(baseUrl, pages, runs = 3) {
  const results = [];
  for (const page of pages) {
    const audits = [];
    for (let i = 0; i < runs; i += 1) audits.push(await auditPage(`${baseUrl}${page}`));
    audits.sort((a, b) => a.score - b.score);
    results.push({ page, ...audits[Math.floor(audits.length / 2)], scores: audits.map((audit) => audit.score) });
  }
  return { results, runs, lighthouseVersion: results[0]?.version ?? null };
}
