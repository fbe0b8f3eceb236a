// The two halves of a run: the local distributed mode (with nginx beside the gateway) and the
// embedded hub (with Lighthouse against the frontend it serves).
import { lighthouseScores } from './frontend.mjs';
import { startHub, CONNECTIONS, SERVICE_PORTS } from './hubs.mjs';
import { runLoad } from './load.mjs';
import { startNginx } from './nginx.mjs';
import { freePort, processTree, residentBytes, sleep, stopProcess } from './proc.mjs';
import { analyzeFoodScenario, HOP_SCENARIO, READ_SCENARIOS, SUGGEST_SCENARIO } from './scenarios.mjs';
import { createSuggestions, measureWrites } from './writes.mjs';

export const LIGHTHOUSE_PAGES = ['/', '/tools', '/tools/qr-code-generator'];
const SETTLE_MS = 3000;
/** How long the embedded hub is left without requests before its idle size is read. */
const QUIET_MS = 20_000;
const SEEDED_SUGGESTIONS = 20;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rssOf = (processes) => Object.fromEntries(processes.map((p) => [p.label, residentBytes(p.pid)]));

/** Keeps the largest resident size each process reached over all runs. */
function peakTracker() {
  const peak = {};
  return {
    add(run) {
      for (const [label, bytes] of Object.entries(run.peakRss)) peak[label] = Math.max(peak[label] ?? 0, bytes);
      return run;
    },
    peak,
  };
}

function medianRun(runs) {
  const labels = Object.keys(runs[0].cpuMicrosPerRequest);
  return {
    ...runs[0],
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    notOk: runs.reduce((sum, r) => sum + r.notOk, 0),
    cpuMicrosPerRequest: Object.fromEntries(labels.map((l) => [l, median(runs.map((r) => r.cpuMicrosPerRequest[l] ?? 0))])),
    rounds: runs.map(({ rps, p50, p99 }) => ({ rps, p50, p99 })),
  };
}

/** The same endpoint direct, through nginx and through the gateway, interleaved round by round. */
async function measureHop({ targets, settings, processes, peaks }) {
  const runs = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  // Fresh processes: JIT and connection pools warm up before anything is counted.
  for (const baseUrl of Object.values(targets)) {
    await runLoad({ scenario: HOP_SCENARIO, baseUrl, connections: settings.connections, seconds: 3, warmupSeconds: 0 });
  }
  for (let round = 0; round < settings.hopRounds; round += 1) {
    for (const [name, baseUrl] of Object.entries(targets)) {
      const run = await runLoad({ scenario: HOP_SCENARIO, baseUrl, connections: settings.connections, seconds: settings.hopSeconds, processes });
      runs[name].push(peaks.add(run));
    }
  }
  // Below saturation: what the hop adds to a request when nothing queues behind it.
  const atRate = {};
  for (const [name, baseUrl] of Object.entries(targets)) {
    const run = await runLoad({ scenario: HOP_SCENARIO, baseUrl, connections: settings.connections, seconds: settings.hopSeconds, rate: settings.hopRate, processes });
    atRate[name] = peaks.add(run);
  }
  const medians = Object.fromEntries(Object.entries(runs).map(([name, list]) => [name, medianRun(list)]));
  return { path: HOP_SCENARIO.path, rate: settings.hopRate, ...medians, atRate };
}

/**
 * Every public endpoint through `hub`'s gateway, the photo upload last (it keeps the CPU busy
 * after the run ends); the suggestion form is a write of `amount` requests.
 */
async function measureEndpoints({ hub, settings, photo, peaks }) {
  const runs = [];
  const common = { baseUrl: hub.url, connections: settings.connections, processes: hub.processes };
  for (const scenario of READ_SCENARIOS) runs.push(peaks.add(await runLoad({ ...common, scenario, seconds: settings.seconds })));
  runs.push(peaks.add(await runLoad({ ...common, scenario: SUGGEST_SCENARIO, amount: settings.writeAmount })));
  runs.push(peaks.add(await runLoad({ ...common, scenario: analyzeFoodScenario(photo), seconds: settings.seconds })));
  return runs;
}

async function startProxy(workDir) {
  const port = await freePort();
  const proc = await startNginx({ workDir, port, upstream: `127.0.0.1:${SERVICE_PORTS.tools}` });
  const processes = processTree(proc.pid).map((pid, i) => ({ label: i === 0 ? 'nginx-master' : `nginx-worker-${i}`, pid }));
  return { proc, processes, url: `http://127.0.0.1:${port}` };
}

export async function distributedPhase({ repoRoot, workDir, modelUrl, settings, photo, log }) {
  const hub = await startHub({ mode: 'distributed', repoRoot, workDir, modelUrl });
  log(`distributed hub ready in ${hub.startSeconds.toFixed(1)} s at ${hub.url}`);
  let nginx = null;
  try {
    await sleep(SETTLE_MS);
    const idleRss = rssOf(hub.processes);
    const [suggestionId] = await createSuggestions(hub.url, SEEDED_SUGGESTIONS);
    nginx = await startProxy(workDir);
    const nginxIdle = Object.values(rssOf(nginx.processes)).reduce((a, b) => a + b, 0);
    const peaks = peakTracker();
    const processes = [...hub.processes, ...nginx.processes];
    const direct = `http://127.0.0.1:${SERVICE_PORTS.tools}`;
    log('gateway hop: direct, nginx, gateway');
    const hop = await measureHop({ targets: { direct, nginx: nginx.url, gateway: hub.url }, settings, processes, peaks });
    const qrScenario = READ_SCENARIOS.find((s) => s.name === 'generate-qr');
    const qrDirect = peaks.add(await runLoad({ scenario: qrScenario, baseUrl: direct, connections: settings.connections, seconds: settings.seconds, processes }));
    log('public endpoints through the gateway');
    const endpoints = await measureEndpoints({ hub, settings, photo, peaks });
    log('writes against PostgreSQL');
    const writes = await measureWrites({ hub, amount: settings.writeAmount, connections: settings.connections, databaseUrl: CONNECTIONS.databaseUrl, suggestionId });
    peaks.add(writes.votes);
    peaks.add(writes.contacts);
    const nginxPeak = Object.entries(peaks.peak).filter(([l]) => l.startsWith('nginx')).reduce((a, [, b]) => a + b, 0);
    const hubPeak = Object.fromEntries(hub.processes.map((p) => [p.label, peaks.peak[p.label]]));
    return {
      distributed: { startSeconds: hub.startSeconds, processes: hub.processes, idleRss, peakRss: hubPeak, endpoints, writes },
      hop,
      qrDirect,
      nginx: { idleRss: nginxIdle, peakRss: nginxPeak },
    };
  } finally {
    if (nginx) await stopProcess(nginx.proc);
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
  const justStarted = residentBytes(hub.proc.pid);
  await sleep(QUIET_MS - SETTLE_MS);
  return { hub, idle: { when, rss: residentBytes(hub.proc.pid), justStarted, quietSeconds: QUIET_MS / 1000, startSeconds: hub.startSeconds } };
}

export async function embeddedPhase({ repoRoot, workDir, modelUrl, settings, photo, log }) {
  const first = await idleStart({ repoRoot, workDir, modelUrl, when: 'first start, new data folder' });
  const { hub } = first;
  log(`embedded hub ready in ${hub.startSeconds.toFixed(1)} s at ${hub.url}`);
  let lighthouse;
  let runs;
  let writes;
  const peaks = peakTracker();
  try {
    log(`Lighthouse: ${LIGHTHOUSE_PAGES.join(', ')}`);
    lighthouse = await lighthouseScores(hub.url, LIGHTHOUSE_PAGES);
    const [suggestionId] = await createSuggestions(hub.url, SEEDED_SUGGESTIONS);
    log('the same calls through the embedded hub');
    runs = await measureEndpoints({ hub, settings, photo, peaks });
    writes = await measureWrites({ hub, amount: settings.writeAmount, connections: settings.connections, suggestionId });
    peaks.add(writes.votes);
    peaks.add(writes.contacts);
  } finally {
    await hub.stop();
  }
  first.idle.peak = peaks.peak.hub;
  const second = await idleStart({ repoRoot, workDir, modelUrl, when: 'restart, existing data' });
  await second.hub.stop();
  return {
    embedded: { startSeconds: hub.startSeconds, idle: [first.idle, second.idle], runs: [...runs, writes.votes, writes.contacts], writes },
    lighthouse,
  };
}
