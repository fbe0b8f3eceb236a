// Processes the bench starts and stops itself, and what /proc says about them: resident size and
// CPU time. Every process is started in its own process group so that stopping it also stops
// whatever it spawned (the distributed launcher's services, nginx's workers).
import { spawn } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';

const CLOCK_TICKS_PER_SECOND = 100;
const running = new Set();

// Started processes live in their own groups, so an interrupted bench must stop them itself.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const proc of running) killGroup(proc.pid, 'SIGKILL');
    process.exit(130);
  });
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

export function startProcess({ name, command, args, env, cwd, logFile }) {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const proc = { name, pid: child.pid, child, exited, logFile };
  running.add(proc);
  return proc;
}

/** SIGTERM to the whole group, then SIGKILL to whatever is left after `graceMs`. */
export async function stopProcess(proc, graceMs = 15_000) {
  if (proc.child.exitCode === null && proc.child.signalCode === null) {
    killGroup(proc.pid, 'SIGTERM');
    let timer;
    const timeout = new Promise((resolve) => (timer = setTimeout(() => resolve('timeout'), graceMs)));
    if ((await Promise.race([proc.exited, timeout])) === 'timeout') killGroup(proc.pid, 'SIGKILL');
    clearTimeout(timer);
    await proc.exited;
  }
  // Children that outlived their parent are stopped with the group.
  killGroup(proc.pid, 'SIGKILL');
  running.delete(proc);
}

function readStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses; the fields start after its last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), cpuTicks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

export function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return '';
  }
}

/** The process and every descendant, found through the parent ids in /proc. */
export function processTree(rootPid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(entry);
    if (stat) parents.set(Number(entry), stat.ppid);
  }
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i += 1) {
    for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid);
  }
  return tree.filter((pid) => parents.has(pid));
}

/** Resident set size in bytes (VmRSS), or 0 once the process is gone. */
/**
 * Proportional set size: the pages the process alone holds, plus its share of those it shares. Summed
 * over a process tree it is the memory the tree holds, each shared page once (two Node processes share
 * the node binary's 37 MB; their VmRSS counts it twice).
 */
export function proportionalBytes(pid) {
  try {
    const match = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return match ? Number(match[1]) * 1024 : residentBytes(pid);
  } catch {
    return residentBytes(pid);
  }
}

export function residentBytes(pid) {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** User plus system CPU time in milliseconds. */
export function cpuMilliseconds(pid) {
  const stat = readStat(pid);
  return stat ? (stat.cpuTicks * 1000) / CLOCK_TICKS_PER_SECOND : 0;
}

export async function freePort() {
  return await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function portIsFree(port) {
  return await new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` answers true; throws with `what` after `timeoutMs`. */
export async function waitUntil(what, check, timeoutMs, proc) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc && proc.child.exitCode !== null) throw new Error(`${proc.name} stopped while waiting for ${what}; see ${proc.logFile}`);
    if (await check().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}${proc ? `; see ${proc.logFile}` : ''}`);
}
