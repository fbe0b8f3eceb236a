import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const INSTALL_HINT = 'run scripts/check-deploy.sh as root to install it';

function onPath(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** nginx lives in /usr/sbin, which is not on every user's PATH. */
export function nginxBinary(): string | null {
  if (onPath('nginx')) return 'nginx';
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null;
}

/** Debian keeps initdb and pg_ctl in /usr/lib/postgresql/<version>/bin, off the PATH. */
export function postgresBinaries(): string | null {
  if (onPath('initdb') && onPath('pg_ctl')) return '';
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort().reverse() : [];
  const found = versions.map((v) => `/usr/lib/postgresql/${v}/bin/`).find((dir) => existsSync(`${dir}initdb`));
  return found ?? null;
}

/** kustomize v4.1 is the first with the `labels` field the base uses; kubectl 1.22 embeds v4.2. */
function kustomizeMissing(): string | null {
  if (!onPath('kubectl')) return `kubectl not found (${INSTALL_HINT})`;
  const version = spawnSync('kubectl', ['version', '--client', '-o', 'json'], { encoding: 'utf8' });
  const kustomize = /"kustomizeVersion":\s*"v?(\d+)\.(\d+)/.exec(version.stdout ?? '');
  const [major, minor] = [Number(kustomize?.[1] ?? 0), Number(kustomize?.[2] ?? 0)];
  if (major < 4 || (major === 4 && minor < 1)) return 'kubectl embeds a kustomize older than v4.1 (kubectl 1.22 or later is needed)';
  return null;
}

const checks: Record<string, () => string | null> = {
  'docker-compose': () => (onPath('docker-compose') ? null : `docker-compose not found (${INSTALL_HINT})`),
  kustomize: kustomizeMissing,
  openssl: () => (onPath('openssl') ? null : `openssl not found (${INSTALL_HINT})`),
  nginx: () => (nginxBinary() ? null : `nginx not found (${INSTALL_HINT})`),
  postgres: () =>
    postgresBinaries() !== null && onPath('psql') ? null : `initdb, pg_ctl and psql not found (${INSTALL_HINT})`,
};
export type ToolName = keyof typeof checks;

const cache = new Map<string, string | null>();

/** Why the tools cannot be used, or null when they all can. */
export function missingTools(...tools: ToolName[]): string | null {
  for (const tool of tools) {
    if (!cache.has(tool)) cache.set(tool, checks[tool]!());
    const reason = cache.get(tool);
    if (reason) return reason;
  }
  return null;
}

/** A describe block that is skipped, visibly and with its reason, when a tool is missing. */
export function describeWithTools(title: string, tools: ToolName[], body: () => void): void {
  const missing = missingTools(...tools);
  if (missing) {
    describe.skip(`${title} (skipped: ${missing})`, body);
  } else {
    describe(title, body);
  }
}
