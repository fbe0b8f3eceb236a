// Issue 25: no visitor can slow down another. One address sends the heaviest request of a route,
// 4 at a time and within the per-address request limit, while another visitor reads the
// suggestion figures; the other visitor's latency is what is measured. The hubs run with their
// production limits (nothing raised), since the limits are part of what protects the neighbour.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { startHub } from './hubs.mjs';
import { sleep } from './proc.mjs';

export const NOISY_BUDGET = { p95Ms: 100, maxMs: 500 };
const VICTIM_PATH = '/api/suggestions/stats';
/** The neighbour reads 8 times a second: 480 a minute, under the 600 its address may send. */
const VICTIM_EVERY_MS = 125;
/** The noisy address: 4 requests in flight, at most 9 started a second (540 a minute, under 600). */
const IN_FLIGHT = 4;
const NOISY_EVERY_MS = 1000 / 9;

const jsonBody = (value) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) });

/** `n` as two characters of the QR alphanumeric set, so that each request asks for a new image. */
const variant = (n) => {
  const set = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return `${set[Math.floor(n / set.length) % set.length]}${set[n % set.length]}`;
};

const MEGABYTE_OF_ITEMS = `{"iban":"IT60X0542811101000000123456","x":[${Array(250_000).fill('"a"').join(',')}]}`;

/**
 * The heaviest request each route accepts (or accepted before issue 25), as the issue found them;
 * `make(n)` gives the n-th, each QR a new image, as a client that wants to dodge the cache sends.
 */
export const HEAVY_REQUESTS = [
  {
    name: 'QR SVG download, 1000 px, level L, «1A» × 2,148',
    make: (n) => ({
      method: 'GET',
      path: `/api/generate-qr/download?${new URLSearchParams({
        format: 'svg',
        size: '1000',
        errorCorrectionLevel: 'L',
        color: '000000',
        backgroundColor: 'FFFFFF',
        text: `${'1A'.repeat(2147)}${variant(n)}`,
      })}`,
    }),
  },
  {
    name: 'POST generate-qr, 7,089 digits, 1000 px',
    make: (n) => ({
      method: 'POST',
      path: '/api/generate-qr',
      ...jsonBody({ text: `${n}`.padStart(7089, '7'), size: 1000, color: '#000000', backgroundColor: '#FFFFFF', errorCorrectionLevel: 'L' }),
    }),
  },
  {
    name: 'POST check-iban, 1 MB JSON of 250,000 array items',
    make: () => ({
      method: 'POST',
      path: '/api/check-iban',
      headers: { 'content-type': 'application/json' },
      body: MEGABYTE_OF_ITEMS,
    }),
  },
  {
    name: 'POST convert-number, 1,024 base-36 digits',
    make: () => ({ method: 'POST', path: '/api/convert-number', ...jsonBody({ number: 'z'.repeat(1024), fromBase: 36, toBase: 2 }) }),
  },
];

/** What a browser asks for with every file: the compressed forms. */
const BROTLI = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * Issue 35: every public path, and the heaviest calculations, from one address doing its worst:
 * WORST_IN_FLIGHT connections, each sending its next request as soon as the last is answered.
 */
export const WORST_IN_FLIGHT = 16;
export const PUBLIC_PATHS = [
  { name: 'GET /readyz', make: () => ({ path: '/readyz' }) },
  { name: 'GET /api/openapi.json (br)', make: () => ({ path: '/api/openapi.json', headers: BROTLI }) },
  { name: 'GET /api/docs/assets/swagger-ui-bundle.js (br)', make: () => ({ path: '/api/docs/assets/swagger-ui-bundle.js', headers: BROTLI }) },
  { name: "GET / (the frontend's page, br)", make: () => ({ path: '/', headers: BROTLI }) },
  {
    name: 'POST count-working-days, 100 years',
    // 1949 is the first year the tool counts; 36,525 days, under its 36,600.
    make: (n) => ({ method: 'POST', path: '/api/count-working-days', ...jsonBody({ from: `1949-01-0${1 + (n % 5)}`, to: '2048-12-31', patron: 'roma' }) }),
  },
  {
    name: 'POST calculate-mortgage, 480 rows',
    make: (n) => ({
      method: 'POST',
      path: '/api/calculate-mortgage',
      ...jsonBody({ principal: 200000 + n, annualRate: 3.5, years: 40, firstPaymentDate: '2027-01-01', costs: { arrangement: 1000, appraisal: 300, perPayment: 2 } }),
    }),
  },
].map((row) => ({ ...row, inFlight: WORST_IN_FLIGHT, paced: false }));

/** One request from `localAddress` (a loopback address of its own, so the gateway sees another visitor). */
function send(base, { method = 'GET', path, headers = {}, body }, { agent, localAddress }) {
  const url = new URL(path, base);
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const request = http.request(
      { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method, headers, agent, localAddress },
      (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve({ status: response.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
        response.on('error', () => resolve({ status: 'error', ms: Number(process.hrtime.bigint() - started) / 1e6 }));
      },
    );
    request.on('error', (error) => resolve({ status: error.code ?? 'error', ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    request.end(body);
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? null;

function tally(results) {
  const statuses = {};
  for (const { status } of results) statuses[status] = (statuses[status] ?? 0) + 1;
  return statuses;
}

/** The neighbour: one request at a time, one every VICTIM_EVERY_MS, until `until` says stop. */
async function neighbour(base, until) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const results = [];
  while (!until()) {
    const tick = sleep(VICTIM_EVERY_MS);
    results.push(await send(base, { path: VICTIM_PATH }, { agent, localAddress: '127.0.0.1' }));
    await tick;
  }
  agent.destroy();
  const times = results.filter((r) => r.status === 200).map((r) => r.ms).sort((a, b) => a - b);
  return { count: results.length, statuses: tally(results), p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? null };
}

/** The noisy address: IN_FLIGHT loops sharing one pace (or none: at its worst), until `until` says stop. */
async function noisy(base, request, localAddress, until) {
  const inFlight = request.inFlight ?? IN_FLIGHT;
  const pace = request.paced === false ? 0 : NOISY_EVERY_MS;
  const agent = new http.Agent({ keepAlive: true, maxSockets: inFlight });
  const results = [];
  let next = Date.now();
  let made = 0;
  const loop = async () => {
    while (!until()) {
      const wait = next - Date.now();
      next = Math.max(next, Date.now()) + pace;
      if (wait > 0) await sleep(wait);
      if (until()) break;
      results.push(await send(base, request.make(made++), { agent, localAddress }));
    }
  };
  await Promise.all(Array.from({ length: inFlight }, loop));
  agent.destroy();
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  return { sent: results.length, statuses: tally(results), p50: percentile(times, 50) };
}

/** The neighbour alone, then beside each heavy request from an address of its own. */
export async function measureNoisyNeighbour(base, { seconds, log }) {
  const during = async (work) => {
    const stopAt = Date.now() + seconds * 1000;
    const until = () => Date.now() >= stopAt;
    const [victim, attacker] = await Promise.all([neighbour(base, until), work(until)]);
    return { victim, attacker };
  };
  const quiet = (await during(async () => null)).victim;
  const rows = [];
  for (const [index, request] of [...HEAVY_REQUESTS, ...PUBLIC_PATHS].entries()) {
    log(`noisy neighbour: ${request.name}`);
    // Each heavy request from a fresh address, so one row's spent limits do not shape the next.
    const measured = await during((until) => noisy(base, request, `127.0.0.${20 + index}`, until));
    rows.push({ name: request.name, inFlight: request.inFlight, ...measured });
    await sleep(2000);
  }
  return { quiet, rows };
}

/** Both run modes, one after the other, with production limits. */
export async function noisyNeighbourPhase({ repoRoot, workDir, modelUrl, seconds, log }) {
  const modes = {};
  for (const mode of ['embedded', 'distributed']) {
    const hub = await startHub({ mode, repoRoot, workDir, modelUrl, productionLimits: true });
    log(`${mode} hub ready in ${hub.startSeconds.toFixed(1)} s (production limits)`);
    try {
      await sleep(2000);
      const loadBefore = os.loadavg()[0];
      modes[mode] = { ...(await measureNoisyNeighbour(hub.url, { seconds, log })), load: [loadBefore, os.loadavg()[0]] };
    } finally {
      await hub.stop();
    }
  }
  return { seconds, modes };
}

export function checkNoisyBudgets(noisyResults) {
  const checks = [];
  for (const [mode, { rows }] of Object.entries(noisyResults.modes)) {
    for (const row of rows) {
      const { p95, max } = row.victim;
      const pass = p95 !== null && max !== null && p95 <= NOISY_BUDGET.p95Ms && max <= NOISY_BUDGET.maxMs;
      const figure = `p95 ${fmt(p95)} ms, max ${fmt(max)} ms`;
      checks.push({ name: `Neighbour's ${VICTIM_PATH} beside ${row.name} (${mode})`, limit: `p95 ≤ ${NOISY_BUDGET.p95Ms} ms, max ≤ ${NOISY_BUDGET.maxMs} ms`, figure, pass });
    }
  }
  return checks;
}

const fmt = (ms) => (ms === null ? '–' : ms < 10 ? ms.toFixed(1) : ms.toFixed(0));
const statuses = (counts) =>
  Object.entries(counts)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');

/** The section of docs/PERFORMANCE.md: one table per mode. */
export function noisyNeighbourSection(noisyResults, checks) {
  const lines = [];
  for (const [mode, { quiet, rows, load }] of Object.entries(noisyResults.modes)) {
    const title = mode === 'embedded' ? 'Embedded mode (`make run`)' : 'Local distributed mode (`make run-services`)';
    lines.push(`**${title}** (load average over 1 minute: ${load[0].toFixed(1)} at the start, ${load[1].toFixed(1)} at the end)`, '');
    lines.push(`| one address sends | its answers | neighbour's p50 | p95 | max | within budget |`, '|---|---|---:|---:|---:|---|');
    lines.push(`| nothing (the neighbour alone) | – | ${fmt(quiet.p50)} ms | ${fmt(quiet.p95)} ms | ${fmt(quiet.max)} ms | |`);
    for (const row of rows) {
      const check = checks.find((c) => c.name.includes(row.name) && c.name.includes(`(${mode})`));
      const { p50, p95, max } = row.victim;
      const how = row.inFlight ? `${row.inFlight} at a time, unpaced` : `${IN_FLIGHT} at a time`;
      lines.push(`| ${row.name} (${how}) | ${statuses(row.attacker.statuses)} | ${fmt(p50)} ms | ${fmt(p95)} ms | ${fmt(max)} ms | ${check?.pass ? 'yes' : '**no**'} |`);
    }
    lines.push('');
  }
  return lines.join('\n').trimEnd();
}

const NOISY_BEGIN = '<!-- bench:noisy-neighbour:begin (written by `make bench` or `node bench/noisy-neighbour.mjs`; edits here are overwritten) -->';
const NOISY_END = '<!-- bench:noisy-neighbour:end -->';

/** Replaces (or appends) this section's marked part of `file`, leaving the rest as it is. */
export function writeNoisyReport(file, section, finishedAt) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n\n';
  const block = `${NOISY_BEGIN}\n\n## Noisy neighbour (issue 25)\n\nRun of ${finishedAt}. Reproduce: \`npx tsc -b && node bench/noisy-neighbour.mjs\`
(\`BENCH_NOISY_SECONDS\` per row, default 15). Production limits; the neighbour (127.0.0.1) sends
\`GET ${VICTIM_PATH}\` every ${VICTIM_EVERY_MS} ms, one at a time, while another address (127.0.0.20–23)
sends the row's request ${IN_FLIGHT} at a time, at most 9 a second (540 a minute, under the 600 an
address may send); for the public paths and the heaviest calculations (issue 35) it does its worst:
${WORST_IN_FLIGHT} connections, each sending again as soon as it is answered. Budget for the neighbour: p95 ≤ ${NOISY_BUDGET.p95Ms} ms, max ≤ ${NOISY_BUDGET.maxMs} ms.\n\n${section}\n\n${NOISY_END}`;
  const begin = current.indexOf(NOISY_BEGIN.slice(0, 34));
  const end = current.indexOf(NOISY_END);
  const updated =
    begin >= 0 && end > begin ? `${current.slice(0, begin)}${block}${current.slice(end + NOISY_END.length)}` : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, updated);
}
