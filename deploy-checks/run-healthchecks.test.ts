import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './support/project.js';

const SCRIPT = path.join(ROOT, 'deploy/deploy-check/run-healthchecks.sh');
const CONTAINERS = Array.from({ length: 10 }, (_, index) => `container${index}`);

/**
 * A stand-in for podman's two commands the loop calls: `ps` lists ten containers of the project started
 * two minutes ago and not yet healthy; `healthcheck run` reads its stdin to the end, as podman 4.3 does,
 * takes a moment, and writes down which container it checked.
 */
function fakePodman(folder: string): { podman: string; log: string } {
  const log = path.join(folder, 'checked.log');
  const podman = path.join(folder, 'podman');
  writeFileSync(
    podman,
    `#!/usr/bin/env bash
case $1 in
  ps) started=$(( $(date +%s) - 120 )); for id in ${CONTAINERS.join(' ')}; do echo "$id $started Up 2 minutes ago (starting)"; done ;;
  healthcheck) cat >/dev/null; sleep 0.3; echo "$3" >> ${JSON.stringify(log)} ;;
esac
`,
  );
  chmodSync(podman, 0o755);
  return { podman, log };
}

describe('deploy check: the healthchecks podman does not run by itself', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'orbita-healthchecks-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('checks every container of the project within its interval, however many are due at once', async () => {
    const { podman, log } = fakePodman(folder);
    const loop = spawn('bash', [SCRIPT, 'orbita-deploy-check'], { env: { ...process.env, PODMAN: podman }, detached: true, stdio: 'ignore' });
    // Containers not yet healthy after their start period are each due every 10 s: within 4 s, each once.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    process.kill(-loop.pid!, 'SIGKILL');
    const checked = existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : [];
    expect([...new Set(checked)].sort()).toEqual([...CONTAINERS].sort());
    // And not again before the interval has passed.
    expect(checked).toHaveLength(CONTAINERS.length);
  });
});
