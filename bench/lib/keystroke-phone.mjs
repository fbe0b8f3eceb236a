// Keystroke to result on a phone's network (issue 38): the keystroke section's tools and timing
// (lib/keystroke.mjs), with Chromium's network emulation adding a 150 ms round trip to every
// request, as a visitor on a mobile network meets it. A tool whose page works its answer out
// itself shows it in the frame of the keystroke; one that asks the server waits the round trip.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { KEYSTROKE_BUDGETS, KEYSTROKE_TOOLS, keystrokeTable, keystrokeToResult } from './keystroke.mjs';

/** A phone network: 150 ms round trip (DevTools' «Fast 4G» latency band), 9 Mbit/s down, 1.5 up. */
export const PHONE_NETWORK = { latencyMs: 150, downKbps: 9000, upKbps: 1500 };

const ms = (value) => (value === null ? 'no result' : `${Math.round(value)} ms`);

export function checkPhoneKeystrokeBudgets(results) {
  const { p50Ms, p95Ms } = KEYSTROKE_BUDGETS;
  return results.flatMap((row) => [
    { name: `Keystroke to result on a 150 ms network ${row.tool}, p50`, limit: `≤ ${p50Ms} ms`, figure: ms(row.p50), pass: row.missed === 0 && row.p50 !== null && row.p50 <= p50Ms },
    { name: `Keystroke to result on a 150 ms network ${row.tool}, p95`, limit: `≤ ${p95Ms} ms`, figure: ms(row.p95), pass: row.missed === 0 && row.p95 !== null && row.p95 <= p95Ms },
  ]);
}

export const PHONE_BEGIN = '<!-- bench:keystroke-phone:begin (written by `make bench` or `node bench/keystroke-phone.mjs`; edits here are overwritten) -->';
export const PHONE_END = '<!-- bench:keystroke-phone:end -->';

/** Replaces (or appends) the marked phone-network section of docs/PERFORMANCE.md with this run. */
export function writePhoneKeystrokeReport(file, results, checks, finishedAt) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n\n';
  const failed = checks.filter((check) => !check.pass).map((check) => `- FAIL ${check.name}: ${check.figure} (budget ${check.limit})`);
  const verdict = failed.length ? failed.join('\n') : 'Every keystroke budget is met on the phone network.';
  const block = `${PHONE_BEGIN}

## Keystroke to result on a phone network, latest run (issue 38)

Run of ${finishedAt}, embedded hub, Chromium 1280×900 with its network emulation: ${PHONE_NETWORK.latencyMs} ms round trip on
every request, ${PHONE_NETWORK.downKbps / 1000} Mbit/s down, ${PHONE_NETWORK.upKbps / 1000} up. Timed as the section above (input event to the painted
result for the new input). Reproduce: \`npx tsc -b && npm run build -w frontend && node bench/keystroke-phone.mjs\`.
Budget: p50 ≤ ${KEYSTROKE_BUDGETS.p50Ms} ms, p95 ≤ ${KEYSTROKE_BUDGETS.p95Ms} ms on every live tool.

${keystrokeTable(results)}

${verdict}

${PHONE_END}`;
  const begin = current.indexOf(PHONE_BEGIN.slice(0, 34));
  const end = current.indexOf(PHONE_END);
  const updated = begin >= 0 && end > begin ? `${current.slice(0, begin)}${block}${current.slice(end + PHONE_END.length)}` : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, updated);
}

/** The `make bench` section: an embedded hub of its own, every live tool typed into on the phone network. */
export async function phoneKeystrokePhase({ repoRoot, workDir, modelUrl, log }) {
  const { startHub } = await import('./hubs.mjs');
  const ownDir = path.join(workDir, 'keystroke-phone');
  mkdirSync(ownDir, { recursive: true });
  const hub = await startHub({ mode: 'embedded', repoRoot, workDir: ownDir, modelUrl });
  try {
    return await keystrokeToResult(hub.url, KEYSTROKE_TOOLS, log, PHONE_NETWORK);
  } finally {
    await hub.stop();
  }
}
