// Data growth: the list calls and the two screens that show lists, at 1,000, 20,000 and 100,000
// suggestions and contact messages (rows added in SQL to the local distributed mode's Postgres).
// For each size: every call's answer size and its p50/p99 and requests a second with autocannon,
// then in Chromium the time until the suggestions modal and the admin dashboard show their first
// rows, and the DOM nodes they hold. Budgets (issue 18): at 100,000 rows every answer under 256 KB
// and within 1.5× its time at 1,000 rows; both screens show their first rows in under 1 s.
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { CONNECTIONS, startHub } from './hubs.mjs';
import { runLoad } from './load.mjs';

export const GROWTH_SIZES = [1_000, 20_000, 100_000];
export const GROWTH_BUDGETS = { answerBytes: 256 * 1024, slowdown: 1.5, firstRowsMs: 1000 };
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const SCREEN_ROUNDS = 3;

const CATEGORIES = [
  'Generale', 'Salute & Benessere', 'Produttività', 'Vita Quotidiana', 'Design & Creatività',
  'Matematica & Informatica', 'Educazione', 'Intrattenimento', 'Finanza', 'Altro',
];

/** The calls measured at each size; `admin` ones carry the token. */
const CALLS = [
  { name: 'GET /api/suggestions', path: '/api/suggestions' },
  { name: 'GET /api/suggestions?category=Finanza', path: '/api/suggestions?category=Finanza' },
  { name: 'GET /api/suggestions/stats', path: '/api/suggestions/stats' },
  { name: 'GET /api/admin/contacts', path: '/api/admin/contacts', admin: true },
  { name: 'GET /api/admin/contacts?q=rossi', path: '/api/admin/contacts?q=rossi', admin: true },
  { name: 'GET /api/admin/contacts/stats', path: '/api/admin/contacts/stats', admin: true },
  { name: 'GET /api/admin/suggestions', path: '/api/admin/suggestions', admin: true },
  { name: 'GET /api/admin/suggestions/stats', path: '/api/admin/suggestions/stats', admin: true },
];

/** Adds rows until each table holds `size` of them, with texts of a usual length. */
async function growTo(db, size) {
  const { rows } = await db.query('SELECT (SELECT count(*) FROM suggestions.suggestions) AS s, (SELECT count(*) FROM contacts.messages) AS c');
  const more = (held) => Math.max(0, size - Number(held));
  await db.query(
    `INSERT INTO suggestions.suggestions (id, tool_name, description, category, priority, email, votes, created_at)
     SELECT gen_random_uuid(), 'Strumento ' || n, repeat('Una descrizione di lunghezza consueta. ', 5) || n,
            ($2::text[])[1 + n % 10], (ARRAY['alta', 'media', 'bassa'])[1 + n % 3],
            CASE WHEN n % 2 = 0 THEN 'persona' || n || '@example.it' END, (n * 7919) % 300,
            now() - n * interval '7 seconds'
     FROM generate_series(1, $1::integer) AS n`,
    [more(rows[0].s), CATEGORIES],
  );
  await db.query(
    `INSERT INTO contacts.messages (id, name, email, subject, message, read, created_at)
     SELECT gen_random_uuid(), (ARRAY['Mario Rossi', 'Anna Bianchi', 'Luca Verdi', 'Sara Neri'])[1 + n % 4] || ' ' || n,
            'persona' || n || '@example.it', 'Domanda ' || n,
            repeat('Un messaggio di lunghezza consueta per il team di Orbita. ', 6) || n, n % 20 <> 0,
            now() - n * interval '5 seconds'
     FROM generate_series(1, $1::integer) AS n`,
    [more(rows[0].c)],
  );
  await db.query('VACUUM ANALYZE suggestions.suggestions');
  await db.query('VACUUM ANALYZE contacts.messages');
}

async function login(url, password) {
  const response = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  if (!response.ok) throw new Error(`admin login answered ${response.status}`);
  return (await response.json()).token;
}

async function measureCalls(hub, token, settings) {
  const measured = [];
  for (const call of CALLS) {
    const headers = call.admin ? { authorization: `Bearer ${token}` } : {};
    const answer = await fetch(`${hub.url}${call.path}`, { headers });
    const bytes = (await answer.arrayBuffer()).byteLength;
    const run = await runLoad({
      scenario: { name: call.name, path: call.path, headers, connections: 10 },
      baseUrl: hub.url,
      connections: 10,
      seconds: settings.growthSeconds,
      processes: hub.processes,
    });
    measured.push({ name: call.name, status: answer.status, bytes, rps: run.rps, p50: run.p50, p99: run.p99, meanMs: run.meanMs, notOk: run.notOk });
  }
  return measured;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The page's own clock (ms since its navigation started) at the first frame in which `selector`
 * has a box. Checked on every animation frame in the page: Playwright's locator waits poll at up
 * to 500 ms apart, which once made a screen that showed its rows in 0.4 s measure 0.9 s.
 */
async function shownAt(page, selector) {
  const handle = await page.waitForFunction(
    (wanted) => {
      const element = globalThis.document.querySelector(wanted);
      return element && element.getBoundingClientRect().height > 0 ? globalThis.performance.now() : false;
    },
    selector,
    { polling: 'raf', timeout: 60_000 },
  );
  return Math.round(await handle.jsonValue());
}

/** Time from the click on «Vedi i suggerimenti» (or from the navigation to /admin) until the first row shows. */
async function measureScreens(browser, hub, token) {
  const modal = [];
  const dashboard = [];
  let modalNodes = 0;
  let dashboardNodes = 0;
  for (let round = 0; round < SCREEN_ROUNDS; round += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${hub.url}/tools`, { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      globalThis.document.addEventListener('click', () => (globalThis.benchClickedAt = globalThis.performance.now()), { capture: true, once: true });
    });
    await page.getByRole('button', { name: 'Vedi i suggerimenti' }).click();
    const modalShown = await shownAt(page, 'li.suggestion');
    modal.push(modalShown - Math.round(await page.evaluate(() => globalThis.benchClickedAt)));
    modalNodes = await page.evaluate(() => globalThis.document.getElementsByTagName('*').length);

    await page.evaluate((t) => {
      localStorage.setItem('adminToken', t);
      localStorage.setItem('adminUser', 'admin');
    }, token);
    await page.goto(`${hub.url}/admin`);
    dashboard.push(await shownAt(page, '.admin__item'));
    dashboardNodes = await page.evaluate(() => globalThis.document.getElementsByTagName('*').length);
    await context.close();
  }
  return { modalMs: median(modal), modalNodes, dashboardMs: median(dashboard), dashboardNodes };
}

/** Starts the local distributed mode, and measures the lists and screens at each size. */
export async function dataGrowthPhase({ repoRoot, workDir, modelUrl, settings, log }) {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}`);
  // The gateway serves a copy of the build, so a rebuild of the frontend meanwhile cannot swap files under a page.
  const frontendDist = path.join(workDir, 'growth-frontend-dist');
  cpSync(path.join(repoRoot, 'frontend', 'dist'), frontendDist, { recursive: true });
  const previousDist = process.env.FRONTEND_DIST;
  process.env.FRONTEND_DIST = frontendDist;
  const hub = await startHub({ mode: 'distributed', repoRoot, workDir, modelUrl }).finally(() => {
    if (previousDist === undefined) delete process.env.FRONTEND_DIST;
    else process.env.FRONTEND_DIST = previousDist;
  });
  log(`data growth: distributed hub ready in ${hub.startSeconds.toFixed(1)} s at ${hub.url}`);
  const db = new pg.Client({ connectionString: CONNECTIONS.databaseUrl });
  await db.connect();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const token = await login(hub.url, hub.adminPassword);
    const sizes = [];
    for (const size of GROWTH_SIZES) {
      log(`data growth: ${size.toLocaleString('en-US')} suggestions and contacts`);
      await growTo(db, size);
      const calls = await measureCalls(hub, token, settings);
      const screens = await measureScreens(browser, hub, token);
      sizes.push({ rows: size, calls, screens });
    }
    return { sizes, seconds: settings.growthSeconds, screenRounds: SCREEN_ROUNDS };
  } finally {
    await browser.close();
    await db.end();
    await hub.stop();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The budgets of issue 18 on one run's figures. */
export function checkGrowthBudgets(growth) {
  const checks = [];
  const add = (name, limit, figure, pass) => checks.push({ name, limit, figure, pass });
  const first = growth.sizes[0];
  const last = growth.sizes.at(-1);
  for (const call of last.calls) {
    add(`${call.name} answer at ${last.rows.toLocaleString('en-US')} rows`, `< ${kb(GROWTH_BUDGETS.answerBytes)}`, kb(call.bytes), call.bytes < GROWTH_BUDGETS.answerBytes);
    const base = first.calls.find((c) => c.name === call.name);
    // autocannon's percentiles are whole milliseconds, so a call of 1.4 ms against 1.6 ms could read 1 vs 2 ms
    // (2×): the time compared is the mean, which keeps the fractions.
    const slowdown = call.meanMs / base.meanMs;
    const figure = `${slowdown.toFixed(2)}× (${call.meanMs.toFixed(2)} vs ${base.meanMs.toFixed(2)} ms; p50 ${call.p50} vs ${base.p50} ms)`;
    add(`${call.name} time at ${last.rows.toLocaleString('en-US')} vs ${first.rows.toLocaleString('en-US')} rows`, `≤ ${GROWTH_BUDGETS.slowdown}×`, figure, slowdown <= GROWTH_BUDGETS.slowdown);
  }
  for (const size of growth.sizes) {
    add(`Suggestions modal first rows at ${size.rows.toLocaleString('en-US')}`, `< ${GROWTH_BUDGETS.firstRowsMs} ms`, `${size.screens.modalMs} ms`, size.screens.modalMs < GROWTH_BUDGETS.firstRowsMs);
    add(`Admin dashboard first rows at ${size.rows.toLocaleString('en-US')}`, `< ${GROWTH_BUDGETS.firstRowsMs} ms`, `${size.screens.dashboardMs} ms`, size.screens.dashboardMs < GROWTH_BUDGETS.firstRowsMs);
  }
  return checks;
}

const table = (head, rows) =>
  [`| ${head.join(' | ')} |`, `|${head.map((h, i) => (i === 0 ? '---' : '---:')).join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

export function dataGrowthSection(growth, checks) {
  const rows = [];
  for (const call of growth.sizes[0].calls) {
    const cells = growth.sizes.map((size) => {
      const c = size.calls.find((x) => x.name === call.name);
      return `${kb(c.bytes)}, ${c.p50} / ${c.p99} ms, ${Math.round(c.rps).toLocaleString('en-US')}/s${c.notOk ? `, ${c.notOk} not 2xx` : ''}`;
    });
    rows.push([`\`${call.name}\``, ...cells]);
  }
  const sizes = growth.sizes.map((s) => `${s.rows.toLocaleString('en-US')} rows`);
  const screens = [
    ['Suggestions modal: first rows after the click', ...growth.sizes.map((s) => `${s.screens.modalMs} ms, ${s.screens.modalNodes} DOM nodes`)],
    ['Admin dashboard: first rows after navigating', ...growth.sizes.map((s) => `${s.screens.dashboardMs} ms, ${s.screens.dashboardNodes} DOM nodes`)],
  ];
  const failed = checks.filter((c) => !c.pass);
  return `Local distributed mode against the machine's Postgres; rows added in SQL to both
\`suggestions.suggestions\` and \`contacts.messages\` (texts of a usual length), then \`VACUUM ANALYZE\`.
Each call: one request for its size, then ${growth.seconds} s of autocannon over 10 connections
(size, p50 / p99, requests a second). Screens: headless Chromium, median of ${growth.screenRounds} rounds.

${table(['call', ...sizes], rows)}

${table(['screen', ...sizes], screens)}

Budgets: every answer under 256 KB at 100,000 rows and within 1.5× its time at 1,000 rows (the mean latency:
autocannon's percentiles are whole milliseconds); both screens
show their first rows in under 1 s. ${failed.length === 0 ? `All ${checks.length} checks pass.` : `Missed: ${failed.map((c) => `${c.name} (${c.figure}, budget ${c.limit})`).join('; ')}.`}`;
}

export const GROWTH_BEGIN = '<!-- bench:data-growth:begin (written by `make bench` or `node bench/data-growth.mjs`; edits here are overwritten) -->';
export const GROWTH_END = '<!-- bench:data-growth:end -->';

/** Replaces the data-growth part of `file` (after the main generated part when it is new), keeping the rest. */
export function writeGrowthReport(file, section, finishedAt) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n\n';
  const block = `${GROWTH_BEGIN}\n\n## Data growth (issue 18)\n\nRun of ${finishedAt}. Reproduce: \`npx tsc -b && npm run build -w frontend && node bench/data-growth.mjs\`
(\`BENCH_GROWTH_SECONDS\`, default 4; Postgres from \`BENCH_DATABASE_URL\`, default the local \`orbita_bench\`,
dropped and created again).\n\n${section}\n\n${GROWTH_END}`;
  const begin = current.indexOf(GROWTH_BEGIN.slice(0, 30));
  const end = current.indexOf(GROWTH_END);
  const updated = begin >= 0 && end > begin ? `${current.slice(0, begin)}${block}${current.slice(end + GROWTH_END.length)}` : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, updated);
}
