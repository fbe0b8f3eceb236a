import { builtinModules } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './project.js';

/** One entry of package-lock.json's `packages`, keyed by its folder relative to the root. */
interface LockEntry {
  dev?: boolean;
  link?: boolean;
  resolved?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

export function lockPackages(): Record<string, LockEntry> {
  return (JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> }).packages;
}

/**
 * The folders under /app the runtime stage copies from the `deps` stage (an npm install of the
 * lock), relative to /app: `''` for all of /app, `node_modules/` for the root's alone.
 */
export function copiedFromDeps(runtime: string[], workspace: string): string[] {
  return runtime
    .filter((line) => /^COPY\s+--from=deps\s/.test(line))
    .map((line) => {
      const [source, target] = line
        .replace(/^COPY\s+--from=deps\s+/, '')
        .replaceAll('${WORKSPACE}', workspace)
        .split(/\s+/);
      const trimmed = (folder: string) => folder.replace(/\/+$/, '');
      // A folder lands where it was; a file may be copied into its own folder.
      if (trimmed(source!) !== trimmed(target!) && path.posix.dirname(source!) !== trimmed(target!)) {
        throw new Error(`${line}: copied somewhere other than where npm installed it`);
      }
      if (!/^\/app(\/|$)/.test(source!)) throw new Error(`${line}: not under /app`);
      return source!.replace(/^\/app\/?/, '');
    });
}

/** The packages a module imports by name (not relative paths, not Node's own modules), type-only imports left out. */
export function packagesImported(source: string): string[] {
  const specifiers = [
    ...[...source.matchAll(/^\s*(import|export)\s+(type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/gm)]
      .filter((m) => !m[2])
      .map((m) => m[3]!),
    ...[...source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)].map((m) => m[1]!),
    ...[...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!),
  ];
  const builtins = new Set(builtinModules);
  return [
    ...new Set(
      specifiers
        .filter((s) => !s.startsWith('.') && !s.startsWith('/') && !s.startsWith('#') && !s.startsWith('node:'))
        .map((s) => s.split('/').slice(0, s.startsWith('@') ? 2 : 1).join('/'))
        .filter((name) => !builtins.has(name)),
    ),
  ].sort();
}

/** The modules a workspace ships in its dist: its sources, tests and test helpers left out. */
export function shippedSources(workspace: string): string[] {
  const folder = path.join(ROOT, workspace, 'src');
  return (readdirSync(folder, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .filter((file) => !file.split(path.sep).includes('testing'))
    .map((file) => path.join(folder, file));
}

/**
 * Node's lookup of a package from a folder (relative to /app): each node_modules folder from
 * there up to the root, within the installed folders given. Returns the folder found, or null.
 */
export function resolvePackage(from: string, name: string, installed: (folder: string) => boolean): string | null {
  const parts = from === '' ? [] : from.split('/');
  for (let i = parts.length; i >= 0; i -= 1) {
    if (i > 0 && parts[i - 1] === 'node_modules') continue;
    const candidate = [...parts.slice(0, i), 'node_modules', name].join('/');
    if (installed(candidate)) return candidate;
  }
  return null;
}

export interface Lookup {
  /** Where the package is looked up from, relative to /app. */
  from: string;
  name: string;
  /** What the installed tree finds (the build's node_modules as npm laid them out). */
  installed: string | null;
  /** What the image finds, from the folders it copied. */
  image: string | null;
}

/**
 * Every package a Node part's image loads, followed through their dependencies as npm laid them out
 * in the lock, each looked up as Node does both in the full install and in what the image copied.
 */
export function imageLookups(workspaces: string[], copied: string[]): Lookup[] {
  const lock = lockPackages();
  const installed = (folder: string) => Boolean(lock[folder]) && !lock[folder]!.dev;
  const inImage = (folder: string) => installed(folder) && copied.some((prefix) => folder.startsWith(prefix));
  const lookups: Lookup[] = [];
  const visited = new Set<string>();
  const queue: Array<{ from: string; names: Array<{ name: string; optional: boolean }> }> = workspaces.map((workspace) => ({
    from: workspace,
    names: [...new Set(shippedSources(workspace).flatMap((file) => packagesImported(readFileSync(file, 'utf8'))))].map((name) => ({
      name,
      optional: false,
    })),
  }));
  while (queue.length > 0) {
    const { from, names } = queue.shift()!;
    for (const { name, optional } of names) {
      const found = resolvePackage(from, name, installed);
      if (found === null && optional) continue;
      const lookup = { from, name, installed: found, image: resolvePackage(from, name, inImage) };
      lookups.push(lookup);
      if (found === null) continue;
      // A workspace package is a link: Node follows it to the workspace's folder, which the image carries as runtime/.
      const entry = lock[found]!;
      const location = entry.link ? entry.resolved! : found;
      if (entry.link && !workspaces.includes(location)) lookup.image = null;
      if (visited.has(location)) continue;
      visited.add(location);
      const real = lock[location] ?? {};
      const peersOptional = real.peerDependenciesMeta ?? {};
      queue.push({
        from: location,
        names: [
          ...Object.keys(real.dependencies ?? {}).map((dep) => ({ name: dep, optional: false })),
          ...Object.keys(real.optionalDependencies ?? {}).map((dep) => ({ name: dep, optional: true })),
          ...Object.keys(real.peerDependencies ?? {}).map((dep) => ({ name: dep, optional: Boolean(peersOptional[dep]?.optional) })),
        ],
      });
    }
  }
  return lookups;
}
