import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The frontend image builds with proto-types' sources only (frontend/Dockerfile runs no tsc, so
// proto-types has no dist folder there). An import of `@orbita/proto-types/<part>` that no alias of
// vite.config.ts sends to the sources resolves, on a developer's machine, to the dist a `tsc -b`
// left, and fails only in the image: «Rolldown failed to resolve import
// "@orbita/proto-types/color-space"».
const ROOT = join(__dirname, '..');

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The `find` of each alias in vite.config.ts: a string (exact) or a regular expression literal. */
function viteAliases(): Array<(specifier: string) => boolean> {
  const config = readFileSync(join(ROOT, 'frontend/vite.config.ts'), 'utf8');
  return [...config.matchAll(/find:\s*(?:'([^']+)'|\/((?:\\\/|[^/])+)\/)/g)].map(([, exact, pattern]) =>
    exact !== undefined ? (specifier: string) => specifier === exact : (specifier: string) => new RegExp(pattern!).test(specifier),
  );
}

describe('The frontend image resolves every part of proto-types its pages import', () => {
  it('through an alias of vite.config.ts to the sources, not through a dist folder', () => {
    const specifiers = new Set(
      sources(join(ROOT, 'frontend/src')).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/from\s+'(@orbita\/proto-types\/[^']+)'/g)].map((match) => match[1]!),
      ),
    );
    expect(specifiers.size).toBeGreaterThan(5);
    const aliases = viteAliases();
    expect(aliases.length).toBeGreaterThan(1);
    const unresolved = [...specifiers].filter((specifier) => !aliases.some((matches) => matches(specifier)));
    expect(unresolved).toEqual([]);
  });
});
