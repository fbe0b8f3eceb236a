// The soak (issue 35): the embedded hub under mixed traffic for a long while — every tool's call,
// writes, uploads and the hostile requests of the last rounds (random QR texts, big and broken
// bodies, wrong passwords, unknown paths with long queries) — with its resident size before,
// at the peak and after a minute idle. With SOAK_HEAP=1 the hub also writes a V8 heap snapshot
// before and after, and the kinds of object that grew most are printed.
// Settings: SOAK_MINUTES (default 30), SOAK_CONNECTIONS (default 16), SOAK_HEAP (0), SOAK_PORT (the
// hub's port; a free one by default). Needs the build.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startFakeModel } from './lib/fake-model.mjs';
import { heapGrowth, summariseHeap } from './lib/heap-summary.mjs';
import { startHub } from './lib/hubs.mjs';
import { loadAverage } from './lib/machine.mjs';
import { proportionalBytes, residentBytes, sleep } from './lib/proc.mjs';
import { benchPhoto, CONTACT_SCENARIO, QR_INPUT, READ_SCENARIOS, SUGGEST_SCENARIO, analyzeFoodScenario } from './lib/scenarios.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const minutes = Number(process.env.SOAK_MINUTES || 30);
const connections = Number(process.env.SOAK_CONNECTIONS || 16);
const withHeap = process.env.SOAK_HEAP === '1';
const began = Date.now();
const log = (message) => console.warn(`[soak ${((Date.now() - began) / 1000).toFixed(0).padStart(4)} s] ${message}`);
const MB = 2 ** 20;

/** glibc's thread arenas are heaps of at most 64 MB, each mapped at a multiple of 64 MB. */
const ARENA_BYTES = 64 * MB;

/**
 * V8 reserves 8–10 GB of address space for each WebAssembly memory (PGlite's Postgres): the pages
 * grown so far, readable, then the rest of the reservation, inaccessible, right after them.
 */
const WASM_RESERVATION_BYTES = 4 * 2 ** 30;

/** The mappings of /proc/<pid>/smaps: address range, whether anonymous, resident kB. */
function mappings(pid) {
  const list = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const range = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ (\d+)\s*(.*)$/.exec(line);
    if (range) {
      list.push({ start: parseInt(range[1], 16), end: parseInt(range[2], 16), name: range[5], anonymous: range[4] === '0' && !range[5].startsWith('/'), rssKb: 0 });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && list.length > 0) list.at(-1).rssKb = Number(rss[1]);
  }
  return list;
}

/**
 * Where the resident pages are: WebAssembly memories (anonymous mappings that, with the
 * inaccessible mappings adjoining them, span 4 GB or more), glibc's main arena (`[heap]`: what the
 * main thread allocated with malloc, small blocks only), its thread arenas (64 MB-aligned heaps:
 * what threads — libuv's pool, libvips's — allocated), the rest of the anonymous memory (V8's heap,
 * malloc's large blocks) and files (the node binary, libraries).
 */
function residentParts(pid) {
  const parts = { wasmMb: 0, mainArenaMb: 0, arenasMb: 0, otherAnonymousMb: 0, filesMb: 0 };
  const list = mappings(pid);
  // Runs of adjoining anonymous mappings: a WebAssembly memory is one such run of 4 GB or more.
  let runStart = 0;
  for (let i = 0; i <= list.length; i += 1) {
    const joined = i < list.length && i > runStart && list[i].anonymous && list[i - 1].anonymous && list[i].start === list[i - 1].end;
    if (joined) continue;
    const run = list.slice(runStart, i);
    if (run.length > 0) {
      const wasm = run[0].anonymous && run.at(-1).end - run[0].start >= WASM_RESERVATION_BYTES;
      for (const m of run) {
        const mb = m.rssKb / 1024;
        if (!m.anonymous) parts.filesMb += mb;
        else if (wasm) parts.wasmMb += mb;
        else if (m.name === '[heap]') parts.mainArenaMb += mb;
        else if (m.name === '' && m.start % ARENA_BYTES === 0 && m.end - m.start <= ARENA_BYTES) parts.arenasMb += mb;
        else parts.otherAnonymousMb += mb;
      }
    }
    runStart = i;
  }
  return Object.fromEntries(Object.entries(parts).map(([key, mb]) => [key, Math.round(mb)]));
}

function memory(pid) {
  return { pssMb: Math.round(proportionalBytes(pid) / MB), rssMb: Math.round(residentBytes(pid) / MB), ...residentParts(pid) };
}

const random = (bytes = 8) => randomBytes(bytes).toString('hex');

/** One request of the mix: mostly a visitor's calls, one in four hostile. */
function hostileOrOrdinary(photo) {
  const pick = Math.random();
  if (pick < 0.55) return READ_SCENARIOS[Math.floor(Math.random() * READ_SCENARIOS.length)];
  if (pick < 0.6) return { method: 'POST', path: '/api/generate-qr', body: { ...QR_INPUT, text: `https://esempio.it/${random(16)}` } };
  if (pick < 0.65) return { method: 'GET', path: `/api/municipalities?q=${random(2)}` };
  if (pick < 0.68) return { method: 'POST', path: '/api/check-iban', body: { iban: `IT${random(12)}` } };
  if (pick < 0.71) return { method: 'POST', path: '/api/calculate-vat', rawBody: Buffer.from(`{"amount": ${random(4)}`), headers: { 'content-type': 'application/json' } };
  if (pick < 0.73) return { method: 'POST', path: '/api/convert-number', rawBody: Buffer.alloc(300_000, 'a'), headers: { 'content-type': 'application/json' } };
  if (pick < 0.76) return { method: 'POST', path: '/api/admin/login', body: { username: `admin${Math.floor(Math.random() * 50)}`, password: random() } };
  if (pick < 0.8) return { method: 'GET', path: `/api/non-esiste/${random()}?email=${random()}%40esempio.it&q=${'x'.repeat(2000)}` };
  if (pick < 0.84) return { ...SUGGEST_SCENARIO, body: { ...SUGGEST_SCENARIO.body, toolName: `Strumento ${random(4)}` } };
  if (pick < 0.88) return CONTACT_SCENARIO;
  if (pick < 0.9) return analyzeFoodScenario(photo);
  if (pick < 0.95) return { method: 'GET', path: '/api/openapi.json' };
  return { method: 'GET', path: '/' };
}

async function send(base, scenario, counts) {
  const body = scenario.rawBody ?? (scenario.body === undefined ? undefined : JSON.stringify(scenario.body));
  const headers = { ...(scenario.body === undefined ? {} : { 'content-type': 'application/json' }), ...scenario.headers };
  try {
    const response = await fetch(`${base}${scenario.path}`, { method: scenario.method ?? 'GET', headers, body, signal: AbortSignal.timeout(15_000) });
    await response.arrayBuffer();
    const key = `${Math.floor(response.status / 100)}xx`;
    counts[key] = (counts[key] ?? 0) + 1;
  } catch (error) {
    counts.failed = (counts.failed ?? 0) + 1;
    counts.lastFailure = String(error);
  }
}

/** SIGWINCH, as close-with-grace ends the hub gracefully on SIGUSR2. */
async function heapSnapshot(pid, dir) {
  const before = new Set(readdirSync(dir));
  process.kill(pid, 'SIGWINCH');
  for (let waited = 0; waited < 120_000; waited += 1000) {
    await sleep(1000);
    const written = readdirSync(dir).find((name) => name.endsWith('.heapsnapshot') && !before.has(name));
    // The file is complete once its size stops changing; a second more is enough for a few dozen MB.
    if (written) {
      const file = path.join(dir, written);
      // Complete once its size stops changing.
      for (let size = -1; size !== statSync(file).size; ) {
        size = statSync(file).size;
        await sleep(2000);
      }
      return file;
    }
  }
  throw new Error('no heap snapshot written');
}

async function main() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'orbita-soak-'));
  log(`working folder ${workDir}; ${minutes} min, ${connections} connections${withHeap ? ', heap snapshots' : ''}`);
  const model = await startFakeModel();
  const photo = await benchPhoto();
  // The caches as a visitor's hub has them (the other bench sections turn them off).
  const env = { QR_CACHE_MB: '32', AI_VISION_CACHE_SECONDS: '86400' };
  // V8's own account of its heap every 30 s, to tell unused committed pages from live objects.
  const samplerScript = pathToFileURL(path.join(repoRoot, 'bench/lib/memory-sampler.mjs')).href;
  env.SOAK_MEMORY_DIR = workDir;
  env.NODE_OPTIONS = [process.env.SOAK_NODE_OPTIONS ?? '', `--import=${samplerScript}`, withHeap ? `--heapsnapshot-signal=SIGWINCH --diagnostic-dir=${workDir}` : ''].join(' ').trim();
  const port = process.env.SOAK_PORT ? Number(process.env.SOAK_PORT) : undefined;
  const hub = await startHub({ mode: 'embedded', repoRoot, workDir, modelUrl: model.url, env, port });
  const { pid } = hub.processes[0];
  try {
    for (const scenario of READ_SCENARIOS) await send(hub.url, scenario, {});
    await sleep(20_000);
    const before = memory(pid);
    log(`idle before: ${JSON.stringify(before)}`);
    const heapBefore = withHeap ? await heapSnapshot(pid, workDir) : null;

    const counts = {};
    let peak = before;
    const sampler = setInterval(() => {
      const now = memory(pid);
      if (now.rssMb > peak.rssMb) peak = now;
    }, 5000);
    const end = Date.now() + minutes * 60_000;
    const minutesSampled = [];
    const progress = setInterval(() => {
      const now = memory(pid);
      minutesSampled.push(now);
      log(`${JSON.stringify(counts)}; now ${JSON.stringify(now)}`);
    }, 60_000);
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < end) await send(hub.url, hostileOrOrdinary(photo), counts);
      }),
    );
    clearInterval(sampler);
    clearInterval(progress);
    log(`traffic done: ${JSON.stringify(counts)}; peak ${peak.rssMb} MB RSS`);
    await sleep(60_000);
    const after = memory(pid);
    log(`idle after: ${JSON.stringify(after)}`);
    const v8Samples = readFileSync(path.join(workDir, `memory-${pid}.jsonl`), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    log(`V8's account, first and last: ${JSON.stringify(v8Samples[0])} … ${JSON.stringify(v8Samples.at(-1))}`);
    const result = { minutes, connections, before, peak, after, counts, minutesSampled, v8: [v8Samples[0], v8Samples.at(-1)], load: loadAverage() };
    if (heapBefore) {
      const heapAfter = await heapSnapshot(pid, workDir);
      const [a, b] = [summariseHeap(heapBefore), summariseHeap(heapAfter)];
      result.heap = { beforeMb: Math.round(a.total / MB), afterMb: Math.round(b.total / MB), grew: heapGrowth(a, b) };
      log(`JS heap ${result.heap.beforeMb} → ${result.heap.afterMb} MB; grew most: ${JSON.stringify(result.heap.grew)}`);
    }
    writeFileSync(path.join(workDir, 'soak.json'), JSON.stringify(result, null, 2));
    console.log(JSON.stringify(result));
  } finally {
    await hub.stop();
    await model.close?.();
  }
}

await main();
