import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { packagesImported, shippedSources } from './support/image-packages.js';
import { ROOT } from './support/project.js';

/** The packages a workspace declares (dependencies and devDependencies), as its package.json lists them. */
function declared(workspace: string): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, workspace, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  return new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);
}

/** Whether a package brings its own type declarations (a `types` or `typings` field, or an index.d.ts). */
function hasOwnTypes(name: string): boolean {
  const folder = path.join(ROOT, 'node_modules', name);
  const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as Record<string, unknown>;
  return Boolean(manifest.types ?? manifest.typings) || existsSync(path.join(folder, 'index.d.ts')) || JSON.stringify(manifest.exports ?? '').includes('"types"');
}

// Each image's build stage installs only the root, proto-types, the kit and its own workspace (`npm ci -w …`), then
// compiles them: a package a shared workspace imports, or the @types package that describes it, declared only by
// another workspace (as @types/qrcode was by the tools service when the QR logic moved to proto-types) is present in
// the repository's node_modules but missing in the other images, and their `tsc -b` fails.
/** Modules the workspace describes itself (`declare module 'name'` in a .d.ts of its own). */
function declaredHere(workspace: string): Set<string> {
  const folder = path.join(ROOT, workspace, 'src');
  const files = (readdirSync(folder, { recursive: true }) as string[]).filter((file) => file.endsWith('.d.ts'));
  return new Set(files.flatMap((file) => [...readFileSync(path.join(folder, file), 'utf8').matchAll(/declare module '([^']+)'/g)].map((m) => m[1]!)));
}

describe.each(['proto-types', 'services/kit'])('%s, compiled in every image', (workspace) => {
  it('declares each package its shipped modules import, and the types of those without their own', () => {
    const own = declared(workspace);
    const described = declaredHere(workspace);
    const root = declared('.');
    const missing: string[] = [];
    const imported = new Set(shippedSources(workspace).flatMap((file) => packagesImported(readFileSync(file, 'utf8'))));
    for (const name of imported) {
      if (name.startsWith('@orbita/')) continue;
      if (!own.has(name)) missing.push(name);
      const types = `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;
      if (!hasOwnTypes(name) && !described.has(name) && !own.has(types) && !root.has(types)) missing.push(types);
    }
    expect(missing.sort()).toEqual([]);
  });
});
