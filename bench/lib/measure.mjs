// Measurements shared by both run modes: the gateway hop, every public endpoint, and the
// bookkeeping of the largest resident size each process reaches.
import { runLoad } from './load.mjs';
import { residentBytes } from './proc.mjs';
import { analyzeFoodScenario, HOP_SCENARIO, READ_SCENARIOS, SUGGEST_SCENARIO } from './scenarios.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export const rssOf = (processes) => Object.fromEntries(processes.map((p) => [p.label, residentBytes(p.pid)]));

/** Keeps the largest resident size each process reached over all runs. */
export function peakTracker() {
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

/**
 * The same endpoint direct, through nginx and through the gateway, in interleaved rounds: as fast
 * as answers come, and at a fixed rate below every target's limit; the medians are kept.
 */
export async function measureHop({ targets, settings, processes, peaks }) {
  const load = (baseUrl, extra) => runLoad({ scenario: HOP_SCENARIO, baseUrl, connections: settings.connections, processes, ...extra });
  // Fresh processes: JIT and connection pools warm up before anything is counted.
  for (const baseUrl of Object.values(targets)) await load(baseUrl, { seconds: 3, warmupSeconds: 0, processes: [] });
  const saturated = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  const atRate = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  for (let round = 0; round < settings.hopRounds; round += 1) {
    for (const [name, baseUrl] of Object.entries(targets)) {
      saturated[name].push(peaks.add(await load(baseUrl, { seconds: settings.hopSeconds })));
      // Below saturation: what the hop adds to a request when nothing queues behind it.
      const paced = { seconds: settings.hopRateSeconds, rate: settings.hopRate, connections: settings.hopRateConnections };
      atRate[name].push(peaks.add(await load(baseUrl, paced)));
    }
  }
  const medians = (runs) => Object.fromEntries(Object.entries(runs).map(([name, list]) => [name, medianRun(list)]));
  return { path: HOP_SCENARIO.path, rate: settings.hopRate, ...medians(saturated), atRate: medians(atRate) };
}

/**
 * Every public endpoint through `hub`'s gateway, the photo upload last (it keeps the CPU busy
 * after the run ends); the suggestion form is a write of `amount` requests.
 */
export async function measureEndpoints({ hub, settings, photo, peaks }) {
  const runs = [];
  const common = { baseUrl: hub.url, connections: settings.connections, processes: hub.processes };
  for (const scenario of READ_SCENARIOS) runs.push(peaks.add(await runLoad({ ...common, scenario, seconds: settings.seconds })));
  runs.push(peaks.add(await runLoad({ ...common, scenario: SUGGEST_SCENARIO, amount: settings.writeAmount })));
  runs.push(peaks.add(await runLoad({ ...common, scenario: analyzeFoodScenario(photo), seconds: settings.seconds })));
  return runs;
}
