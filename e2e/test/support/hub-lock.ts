import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const LOCK = path.join(os.tmpdir(), 'orbita-e2e-hub.lock');
export const HUB_LOCK_WAIT_MS = 10 * 60_000;

function ownerOf(): number | null {
  try {
    return Number(readFileSync(path.join(LOCK, 'pid'), 'utf8')) || null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryTake(): boolean {
  try {
    mkdirSync(LOCK);
  } catch {
    return false;
  }
  writeFileSync(path.join(LOCK, 'pid'), String(process.pid));
  return true;
}

/**
 * One end-to-end run at a time on this machine: the hub's services bind fixed ports, and several people
 * may run `make test` at once. A run waits its turn; a lock left by a run that died is taken over.
 */
export async function takeHubLock(): Promise<void> {
  const deadline = Date.now() + HUB_LOCK_WAIT_MS;
  let told = false;
  while (!tryTake()) {
    const owner = ownerOf();
    if (owner !== null && !isRunning(owner)) {
      rmSync(LOCK, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`another end-to-end run (pid ${owner}) kept ${LOCK} for ${HUB_LOCK_WAIT_MS / 60_000} minutes`);
    if (!told) console.warn(`waiting for another end-to-end run (pid ${owner}) to finish…`);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

export function releaseHubLock(): void {
  if (ownerOf() === process.pid) rmSync(LOCK, { recursive: true, force: true });
}
