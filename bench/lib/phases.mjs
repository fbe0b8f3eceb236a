// The two halves of a run: the local distributed mode (with nginx beside the gateway) and the
// embedded hub (with Lighthouse against the frontend it serves).
import { lighthouseScores } from './frontend.mjs';
import { startHub, CONNECTIONS, SERVICE_PORTS } from './hubs.mjs';
import { runLoad } from './load.mjs';
import { measureEndpoints, measureHop, peakTracker, rssOf } from './measure.mjs';
import { startNginx } from './nginx.mjs';
import { freePort, processTree, proportionalBytes, residentBytes, sleep, startProcess, stopProcess, waitUntil } from './proc.mjs';
import { READ_SCENARIOS } from './scenarios.mjs';
import { createSuggestions, measureWrites } from './writes.mjs';

export const LIGHTHOUSE_PAGES = ['/', '/tools', '/tools/qr-code-generator'];
const SETTLE_MS = 3000;
/** How long the embedded hub is left without requests before its idle size is read. */
const QUIET_MS = 20_000;
const IDLE_SAMPLES = 7;
const SEEDED_SUGGESTIONS = 20;
const sum = (values) => values.reduce((a, b) => a + b, 0);

async function startProxy(workDir) {
  const port = await freePort();
  const proc = await startNginx({ workDir, port, upstream: `127.0.0.1:${SERVICE_PORTS.tools}` });
  const processes = processTree(proc.pid).map((pid, i) => ({ label: i === 0 ? 'nginx-master' : `nginx-worker-${i}`, pid }));
  return { proc, processes, url: `http://127.0.0.1:${port}` };
}

/** Bare Fastify + @fastify/http-proxy in front of the tools service, the gateway's floor. */
async function startBareProxy(workDir) {
  const port = await freePort();
  const proc = startProcess({
    name: 'bare-proxy',
    command: process.execPath,
    args: [new URL('./bare-proxy.mjs', import.meta.url).pathname, `http://127.0.0.1:${SERVICE_PORTS.tools}`, String(port)],
    env: process.env,
    logFile: `${workDir}/bare-proxy.log`,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntil('bare-proxy', async () => (await fetch(`${url}/readyz`)).ok, 15_000, proc);
  return { proc, processes: [{ label: 'bare-proxy', pid: proc.pid }], url };
}

/** Everything measured on the distributed hub, with nginx and the bare proxy started beside it. */
async function measureDistributed({ hub, nginx, bare, settings, photo, log }) {
  const [suggestionId] = await createSuggestions(hub.url, SEEDED_SUGGESTIONS);
  const peaks = peakTracker();
  const processes = [...hub.processes, ...nginx.processes, ...bare.processes];
  const direct = `http://127.0.0.1:${SERVICE_PORTS.tools}`;
  log('gateway hop: direct, nginx, bare @fastify/http-proxy, gateway');
  const targets = { direct, nginx: nginx.url, bare: bare.url, gateway: hub.url };
  const hop = await measureHop({ targets, settings, processes, peaks });
  const qrScenario = READ_SCENARIOS.find((s) => s.name === 'generate-qr');
  const qrDirect = peaks.add(await runLoad({ scenario: qrScenario, baseUrl: direct, connections: settings.connections, seconds: settings.seconds, processes }));
  log('public endpoints through the gateway');
  const endpoints = await measureEndpoints({ hub, settings, photo, peaks });
  log('writes against PostgreSQL');
  const databaseUrl = CONNECTIONS.databaseUrl;
  const writes = await measureWrites({ hub, amount: settings.writeAmount, connections: settings.connections, databaseUrl, suggestionId });
  peaks.add(writes.votes);
  peaks.add(writes.contacts);
  return { hop, qrDirect, endpoints, writes, peak: peaks.peak };
}

export async function distributedPhase({ repoRoot, workDir, modelUrl, settings, photo, log }) {
  const hub = await startHub({ mode: 'distributed', repoRoot, workDir, modelUrl });
  log(`distributed hub ready in ${hub.startSeconds.toFixed(1)} s at ${hub.url}`);
  let nginx = null;
  let bare = null;
  try {
    await sleep(SETTLE_MS);
    const idleRss = rssOf(hub.processes);
    nginx = await startProxy(workDir);
    bare = await startBareProxy(workDir);
    const nginxIdle = sum(Object.values(rssOf(nginx.processes)));
    const { hop, qrDirect, endpoints, writes, peak } = await measureDistributed({ hub, nginx, bare, settings, photo, log });
    const peakRss = Object.fromEntries(hub.processes.map((p) => [p.label, peak[p.label]]));
    const nginxPeak = sum(nginx.processes.map((p) => peak[p.label] ?? 0));
    return {
      distributed: { startSeconds: hub.startSeconds, processes: hub.processes, idleRss, peakRss, endpoints, writes },
      hop,
      qrDirect,
      nginx: { idleRss: nginxIdle, peakRss: nginxPeak },
    };
  } finally {
    if (nginx) await stopProcess(nginx.proc);
    if (bare) await stopProcess(bare.proc);
    await hub.stop();
  }
}

/**
 * Starts the embedded hub and leaves it alone: its resident size just after start-up (the heap
 * still holds start-up's garbage) and once V8 has tidied up after a quiet while, which is the
 * figure the budget is about.
 */
async function idleStart({ repoRoot, workDir, modelUrl, when }) {
  const hub = await startHub({ mode: 'embedded', repoRoot, workDir, modelUrl });
  await sleep(SETTLE_MS);
  // `make run` is two processes: the launcher, which starts the hub again should it exit, and the
  // hub itself; a visitor's machine holds both, so both are counted, each shared page once (PSS).
  const treeSize = (bytesOf) => processTree(hub.proc.pid).reduce((total, pid) => total + bytesOf(pid), 0);
  const justStarted = treeSize(proportionalBytes);
  await sleep(QUIET_MS - SETTLE_MS - IDLE_SAMPLES * 1000);
  // The size moves by a few MB with each collection: the median of one sample a second.
  const pss = [];
  const rss = [];
  for (let i = 0; i < IDLE_SAMPLES; i += 1) {
    pss.push(treeSize(proportionalBytes));
    rss.push(treeSize(residentBytes));
    await sleep(1000);
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { hub, idle: { when, pss: median(pss), rss: median(rss), justStarted, quietSeconds: QUIET_MS / 1000, startSeconds: hub.startSeconds } };
}

/** Lighthouse on the quiet hub, then the same calls as in the distributed mode. */
async function measureEmbedded({ hub, settings, photo, log }) {
  log(`Lighthouse: ${LIGHTHOUSE_PAGES.join(', ')}`);
  const lighthouse = await lighthouseScores(hub.url, LIGHTHOUSE_PAGES);
  const [suggestionId] = await createSuggestions(hub.url, SEEDED_SUGGESTIONS);
  log('the same calls through the embedded hub');
  const peaks = peakTracker();
  const runs = await measureEndpoints({ hub, settings, photo, peaks });
  const writes = await measureWrites({ hub, amount: settings.writeAmount, connections: settings.connections, suggestionId });
  peaks.add(writes.votes);
  peaks.add(writes.contacts);
  return { lighthouse, runs: [...runs, writes.votes, writes.contacts], writes, peak: peaks.peak.hub };
}

export async function embeddedPhase({ repoRoot, workDir, modelUrl, settings, photo, log }) {
  const first = await idleStart({ repoRoot, workDir, modelUrl, when: 'first start, new data folder' });
  log(`embedded hub ready in ${first.hub.startSeconds.toFixed(1)} s at ${first.hub.url}`);
  let measured;
  try {
    measured = await measureEmbedded({ hub: first.hub, settings, photo, log });
  } finally {
    await first.hub.stop();
  }
  first.idle.peak = measured.peak;
  const second = await idleStart({ repoRoot, workDir, modelUrl, when: 'restart, existing data' });
  await second.hub.stop();
  const { lighthouse, runs, writes } = measured;
  return { embedded: { startSeconds: first.hub.startSeconds, idle: [first.idle, second.idle], runs, writes }, lighthouse };
}
