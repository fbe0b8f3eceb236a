// Turns one run's results into the generated part of docs/PERFORMANCE.md. The rest of that file
// (profiles, fixes, before and after) is written by hand and kept: only the text between the two
// markers is replaced.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export const BEGIN = '<!-- bench:begin (written by `make bench`; edits here are overwritten) -->';
export const END = '<!-- bench:end -->';

const int = (n) => (n === null || n === undefined ? '–' : Math.round(n).toLocaleString('en-US'));
const ms = (n) => (n === null || n === undefined ? '–' : `${Number(n.toFixed(1))}`);
const ratio = (a, b) => (b ? `${(a / b).toFixed(2)}×` : '–');
const mb = (bytes) => (bytes ? `${(bytes / (1024 * 1024)).toFixed(0)}` : '–');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)}`;
const table = (head, rows) =>
  [`| ${head.join(' | ')} |`, `|${head.map((h, i) => (i === 0 ? '---' : '---:')).join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

function cpuOf(run, prefix) {
  const entries = Object.entries(run.cpuMicrosPerRequest).filter(([label]) => label.startsWith(prefix));
  return entries.length ? entries.reduce((sum, [, micros]) => sum + (micros ?? 0), 0) : null;
}

function machineSection(r) {
  return `Run of ${r.finishedAt} on commit \`${r.commit}\`, command \`${r.command}\`, ${Math.round(r.durationSeconds)} s in all.

| machine | |
|---|---|
| CPU | ${r.machine.cpus} × ${r.machine.cpuModel} |
| memory | ${mb(r.machine.memoryBytes)} MB |
| system | ${r.machine.os} |
| load average at start / end | ${r.machine.loadStart} / ${r.machine.loadEnd} |
| software | Node ${r.machine.node}, nginx ${r.machine.nginx}, ${r.machine.chromium}, PostgreSQL ${r.machine.postgres}, Lighthouse ${r.lighthouse.lighthouseVersion} |

Load: autocannon ${r.settings.autocannon} in the bench process, ${r.settings.connections} connections; every figure
below comes from this one run, on a machine shared with other work, so compare the ratios rather
than the absolute numbers. The per-address limits were lifted for the run through the environment
(${Object.keys(r.raisedLimits).map((name) => `\`${name}\``).join(', ')}), logging stayed at \`info\`.`;
}

function budgetSection(checks) {
  const rows = table(
    ['budget', 'limit', 'measured', 'result'],
    checks.map((c) => [c.name, c.limit, c.figure, c.pass ? '**pass**' : '**FAIL**']),
  );
  const missed = checks.some((c) => !c.pass);
  return missed ? `${rows}\n\nWhat stands in the way of a missed budget is written below the generated part of this page.` : rows;
}

function hopSection(hop, settings) {
  const row = (name, run, proxyPrefix) => [
    name,
    int(run.rps),
    ms(run.p50),
    ms(run.p99),
    proxyPrefix ? int(cpuOf(run, proxyPrefix)) : '–',
    int(cpuOf(run, 'tools')),
    String(run.notOk),
  ];
  return `\`POST ${hop.path}\`, ${settings.hopRounds} interleaved rounds of ${settings.hopSeconds} s per target (medians shown).
CPU µs/request is the CPU time the process spent divided by the requests answered: it does not
drift with the neighbours the way requests a second do.

${table(['target', 'req/s', 'p50 ms', 'p99 ms', 'proxy CPU µs/req', 'service CPU µs/req', 'not 2xx'], [
    row('tools service, direct', hop.direct),
    row('through nginx', hop.nginx, 'nginx'),
    row('through bare Fastify + @fastify/http-proxy', hop.bare, 'bare-proxy'),
    row('through the Orbita gateway', hop.gateway, 'gateway'),
  ])}

The gateway's own work (access log, rate limit, request id, security headers, metrics, route
table), its CPU per request less the bare proxy's: ${int(cpuOf(hop.gateway, 'gateway') - cpuOf(hop.bare, 'bare-proxy'))} µs saturated,
${int(cpuOf(hop.atRate.gateway, 'gateway') - cpuOf(hop.atRate.bare, 'bare-proxy'))} µs at the fixed rate.

Ratios: gateway/direct throughput ${ratio(hop.gateway.rps, hop.direct.rps)}, gateway/nginx throughput
${ratio(hop.gateway.rps, hop.nginx.rps)}; p99 gateway/direct ${ratio(hop.gateway.p99, hop.direct.p99)}, p99 gateway/nginx ${ratio(hop.gateway.p99, hop.nginx.p99)}.

The same calls at a fixed ${int(hop.rate)} requests a second over ${settings.hopRateConnections} connections, ${settings.hopRateSeconds} s in each round:
below every target's limit, so what shows is the time a request takes rather than the queue
(the connections tend to send together, so a few requests still wait for each other):

${table(['target', 'p50 ms', 'p99 ms', 'proxy CPU µs/req', 'service CPU µs/req'], [
    ['tools service, direct', ms(hop.atRate.direct.p50), ms(hop.atRate.direct.p99), '–', int(cpuOf(hop.atRate.direct, 'tools'))],
    ['through nginx', ms(hop.atRate.nginx.p50), ms(hop.atRate.nginx.p99), int(cpuOf(hop.atRate.nginx, 'nginx')), int(cpuOf(hop.atRate.nginx, 'tools'))],
    ['through bare Fastify + @fastify/http-proxy', ms(hop.atRate.bare.p50), ms(hop.atRate.bare.p99), int(cpuOf(hop.atRate.bare, 'bare-proxy')), int(cpuOf(hop.atRate.bare, 'tools'))],
    ['through the Orbita gateway', ms(hop.atRate.gateway.p50), ms(hop.atRate.gateway.p99), int(cpuOf(hop.atRate.gateway, 'gateway')), int(cpuOf(hop.atRate.gateway, 'tools'))],
  ])}`;
}

function endpointsSection(distributed, qr) {
  const rows = distributed.endpoints.map((run) => [`\`${run.name}\``, String(run.connections), int(run.rps), ms(run.p50), ms(run.p99), String(run.notOk)]);
  const service = distributed.endpoints.find((run) => run.name === 'generate-qr');
  return `${table(['endpoint (through the gateway)', 'connections', 'req/s', 'p50 ms', 'p99 ms', 'not 2xx'], rows)}

QR code, 300 px at level M: the \`qrcode\` package's \`toDataURL\` in a loop makes ${int(qr.packageLoop)}/s in one
process; the service's own QR function in a loop makes ${int(qr.serviceFunctionLoop)}/s; the service answers
${int(service.rps)}/s through the gateway (${int(qr.direct.rps)}/s direct). Service through the gateway vs its own
function in a loop: ${ratio(service.rps, qr.serviceFunctionLoop)} (HTTP, JSON and the hop); vs the package loop: ${ratio(service.rps, qr.packageLoop)}.
\`analyze-food\` sends a ${kb(qr.analyzeImageBytes)} KB JPEG (1600 × 1200) to a local OpenAI-compatible server that answers at once,
so its figure is Orbita's own work. \`suggest-tool\` is a write: a fixed number of requests, not a duration.`;
}

function writesSection(distributed) {
  const { writes } = distributed;
  const row = (name, run) => [name, int(run.rps), ms(run.p50), ms(run.p99), int(run.ok), int(run.rowsAdded), run.consistent ? 'yes' : '**NO**'];
  return `Through the gateway, against PostgreSQL (distributed mode); rows counted by ${writes.countedBy}.

${table(['write', 'req/s', 'p50 ms', 'p99 ms', '2xx answers', 'rows added', 'rows = 2xx'], [
    row('vote (each from a new visitor)', writes.votes),
    row('contact message', writes.contacts),
  ])}`;
}

function modesSection(distributed, embedded) {
  const byName = new Map(distributed.endpoints.map((run) => [run.name, run]));
  for (const [name, run] of Object.entries({ vote: distributed.writes.votes, contact: distributed.writes.contacts })) byName.set(name, run);
  const rows = embedded.runs.map((run) => {
    const other = byName.get(run.name);
    return [`\`${run.name}\``, int(run.rps), int(other?.rps), other ? ratio(run.rps, other.rps) : '–', ms(run.p99), ms(other?.p99)];
  });
  return `Same calls, same connections, through each mode's gateway. The embedded hub's writes go to
PGlite (rows checked by ${embedded.writes.countedBy}: votes ${embedded.writes.votes.consistent ? 'consistent' : '**INCONSISTENT**'},
contacts ${embedded.writes.contacts.consistent ? 'consistent' : '**INCONSISTENT**'}). Start-up to ready: embedded ${ms(embedded.startSeconds)} s, distributed ${ms(distributed.startSeconds)} s.

${table(['call', 'embedded req/s', 'distributed req/s', 'embedded/distributed', 'embedded p99 ms', 'distributed p99 ms'], rows)}`;
}

function frontendSection(frontend, lighthouse) {
  const routes = frontend.routes.map((r) => [r.route, kb(r.bytes)]);
  const pages = lighthouse.results.map((p) => [
    `\`${p.page}\``,
    p.runtimeError ? `error: ${p.runtimeError}` : `${p.score} (${p.scores.join(', ')})`,
    ms(p.fcpMs),
    ms(p.lcpMs),
    ms(p.tbtMs),
    p.cls === null ? '–' : p.cls.toFixed(3),
    kb(p.transferBytes ?? 0),
  ]);
  return `Home page initial JavaScript: **${kb(frontend.homeInitialBytes)} KB** gzip (${frontend.homeChunks} chunks: the entry with its
static imports, ${kb(frontend.shellBytes)} KB, and the home page's own chunk). Each lazy route adds:

${table(['lazy route', 'KB gzip'], routes)}

Lighthouse (default mobile run: simulated slow 4G, 4× CPU slowdown), served by the embedded hub;
${lighthouse.runs} runs a page, the median one shown, every score in brackets:

${table(['page', 'performance', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'transferred KB'], pages)}`;
}

function memorySection(distributed, embedded, nginx) {
  const rows = distributed.processes.map((p) => [p.label, mb(distributed.idleRss[p.label]), mb(distributed.peakRss[p.label])]);
  const total = (map) => Object.values(map).reduce((sum, bytes) => sum + bytes, 0);
  rows.push(['**distributed, all processes**', mb(total(distributed.idleRss)), mb(total(distributed.peakRss))]);
  rows.push(['nginx (master and workers)', mb(nginx.idleRss), mb(nginx.peakRss)]);
  for (const start of embedded.idle) {
    rows.push([`**embedded mode, launcher and hub** (${start.when})`, `${mb(start.pss)} PSS, ${mb(start.rss)} VmRSS summed (${mb(start.justStarted)} PSS at 3 s)`, start.peak ? mb(start.peak) : '–']);
  }
  const quiet = embedded.idle[0]?.quietSeconds;
  return `Resident set size (VmRSS) in MB of 2^20 bytes: idle (the distributed processes 3 s after start; the embedded
hub over the last seconds of ${quiet} s without a request, the median of one sample a second, when V8
has given back start-up's heap, with its size at 3 s beside it) and the largest seen while the
loads above ran. The embedded mode is two processes, the launcher that restarts the hub and the hub:
its size is their proportional set sizes summed (PSS, each page they share counted once; the
budget's figure), with their VmRSS summed beside it, which counts the node binary they share twice.

${table(['process', 'idle MB', 'under load MB'], rows)}`;
}

export function renderReport(results, checks) {
  return [
    BEGIN,
    '## Latest run',
    machineSection(results),
    '### Budgets',
    budgetSection(checks),
    '### 1. Gateway hop',
    hopSection(results.hop, results.settings),
    '### 2. Public endpoints through the gateway',
    endpointsSection(results.distributed, results.qr),
    '### 3. Writes against PostgreSQL',
    writesSection(results.distributed),
    '### 4. Embedded mode against the local distributed mode',
    modesSection(results.distributed, results.embedded),
    '### 5. Frontend',
    frontendSection(results.frontend, results.lighthouse),
    '### 6. Memory',
    memorySection(results.distributed, results.embedded, results.nginx),
    END,
  ].join('\n\n');
}

/** Replaces the generated part of `file`, keeping what was written around it. */
export function writeReport(file, generated) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n\n';
  const begin = current.indexOf(BEGIN.slice(0, 20));
  const end = current.indexOf(END);
  const updated =
    begin >= 0 && end > begin ? `${current.slice(0, begin)}${generated}${current.slice(end + END.length)}` : `${current.trimEnd()}\n\n${generated}\n`;
  writeFileSync(file, updated);
}
