// One load run with autocannon, while the processes under test are watched: the CPU time each one
// spends (robust on a shared machine, where requests a second drift with the neighbours) and the
// largest resident size each one reaches.
import autocannon from 'autocannon';
import { cpuMilliseconds, residentBytes } from './proc.mjs';

const SAMPLE_EVERY_MS = 200;

function requestOptions(scenario, baseUrl) {
  const body = scenario.rawBody ?? (scenario.body === undefined ? undefined : JSON.stringify(scenario.body));
  const json = scenario.body !== undefined || scenario.bodyFor !== undefined;
  const headers = { ...(json ? { 'content-type': 'application/json' } : {}), ...scenario.headers };
  const options = { url: `${baseUrl}${scenario.path}`, method: scenario.method ?? 'GET', headers, body };
  if (!scenario.bodyFor) return options;
  // A body of its own for each request (a write that refuses repeats, such as a suggestion's name).
  let sent = 0;
  return { ...options, requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(scenario.bodyFor((sent += 1))) }) }] };
}

async function autocannonRun(options) {
  return await new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Watches `processes` ({ label, pid }) while `work` runs: CPU milliseconds spent and peak RSS. */
export async function watched(processes, work) {
  const cpuBefore = new Map(processes.map((p) => [p.label, cpuMilliseconds(p.pid)]));
  const peak = new Map(processes.map((p) => [p.label, residentBytes(p.pid)]));
  const sample = () => {
    for (const p of processes) peak.set(p.label, Math.max(peak.get(p.label), residentBytes(p.pid)));
  };
  const timer = setInterval(sample, SAMPLE_EVERY_MS);
  try {
    const result = await work();
    sample();
    const cpuMs = Object.fromEntries(processes.map((p) => [p.label, cpuMilliseconds(p.pid) - cpuBefore.get(p.label)]));
    return { result, cpuMs, peakRss: Object.fromEntries(peak) };
  } finally {
    clearInterval(timer);
  }
}

/**
 * Runs `scenario` against `baseUrl`: a short warm-up that is not counted, then either `seconds` of
 * load (as fast as answers come, or at a fixed `rate` a second) or exactly `amount` requests (writes use `amount`, so that every request sent has its answer
 * counted and the rows can be checked against the 2xx answers).
 */
export async function runLoad({ scenario, baseUrl, connections: defaultConnections, seconds, amount, rate, warmupSeconds = 1, processes = [] }) {
  const request = requestOptions(scenario, baseUrl);
  const connections = scenario.connections ?? defaultConnections;
  if (warmupSeconds > 0 && !scenario.write) {
    await autocannonRun({ ...request, connections, duration: warmupSeconds });
  }
  const started = process.hrtime.bigint();
  const { result, cpuMs, peakRss } = await watched(processes, () =>
    autocannonRun({
      ...request,
      connections,
      timeout: 30,
      ...(amount ? { amount } : { duration: seconds }),
      ...(rate ? { overallRate: rate } : {}),
    }),
  );
  const elapsedSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  const answered = result.requests.total;
  const ok = result['2xx'];
  return {
    name: scenario.name,
    connections,
    rps: amount ? answered / elapsedSeconds : result.requests.average,
    p50: result.latency.p50,
    /** In fractions of a millisecond, where the percentiles are whole milliseconds. */
    meanMs: result.latency.mean,
    p99: result.latency.p99,
    ok,
    answered,
    notOk: result.non2xx + result.errors + result.timeouts,
    statusCodes: result.statusCodeStats,
    cpuMicrosPerRequest: Object.fromEntries(
      Object.entries(cpuMs).map(([label, ms]) => [label, answered > 0 ? (ms * 1000) / answered : null]),
    ),
    peakRss,
  };
}
