import { SERVICE_NAMES } from '@orbita/proto-types';
import { dockerfile } from './support/dockerfile.js';
import { copiedFromDeps, imageLookups, packagesImported, resolvePackage } from './support/image-packages.js';
import { GATEWAY, NODE_DOCKERFILE, serviceComponent, type Component } from './support/project.js';

const NODE_PARTS: Component[] = [...SERVICE_NAMES.map(serviceComponent), GATEWAY];

// npm nests a package under a workspace's own node_modules when the root holds another version
// (lru-cache under services/tools, OpenTelemetry packages under services/kit): an image that copies
// only /app/node_modules loads the wrong version or none, and the container stops at its first import.
describe('The Node image carries every package its code loads, where Node looks for it', () => {
  const { runtime } = dockerfile(NODE_DOCKERFILE);

  describe.each(NODE_PARTS)('built for $name', (component) => {
    it('finds each package imported by its modules and their dependencies, at the version the build resolved', () => {
      const copied = copiedFromDeps(runtime, component.folder);
      const lookups = imageLookups(['proto-types', 'services/kit', component.folder], copied);
      expect(lookups.length).toBeGreaterThan(20);
      const wrong = lookups.filter((lookup) => lookup.installed === null || lookup.image !== lookup.installed);
      expect(wrong).toEqual([]);
    });
  });
});

describe('The lookup the check relies on', () => {
  it("reads the packages a module imports by name, leaving out relative paths, Node's modules and type-only imports", () => {
    const source = [
      "import { readFileSync } from 'node:fs';",
      "import path from 'path';",
      "import type { Pool } from 'pg';",
      "export type { X } from 'typebox';",
      "import { type FastifyInstance } from 'fastify';",
      "import { LRUCache } from 'lru-cache';",
      "import '@opentelemetry/api/register';",
      "export { a } from './a.js';",
      "const m = await import('@fastify/otel');",
    ].join('\n');
    expect(packagesImported(source)).toEqual(['@fastify/otel', '@opentelemetry/api', 'fastify', 'lru-cache']);
  });

  it('looks from the nearest node_modules up to the root, skipping a node_modules folder itself', () => {
    const installed = new Set(['node_modules/a', 'services/tools/node_modules/a', 'node_modules/b/node_modules/c', 'node_modules/c']);
    const has = (folder: string) => installed.has(folder);
    expect(resolvePackage('services/tools', 'a', has)).toBe('services/tools/node_modules/a');
    expect(resolvePackage('services/kit', 'a', has)).toBe('node_modules/a');
    expect(resolvePackage('node_modules/b', 'c', has)).toBe('node_modules/b/node_modules/c');
    expect(resolvePackage('node_modules/d', 'c', has)).toBe('node_modules/c');
    expect(resolvePackage('services/kit', 'e', has)).toBeNull();
  });

  it('would refuse an image that copies the root node_modules alone', () => {
    const lookups = imageLookups(['proto-types', 'services/kit', 'services/tools'], ['node_modules/']);
    const wrong = lookups.filter((lookup) => lookup.image !== lookup.installed).map((lookup) => `${lookup.from} ${lookup.name}`);
    expect(wrong).toEqual(expect.arrayContaining(['services/tools lru-cache', 'services/kit/node_modules/@opentelemetry/instrumentation import-in-the-middle']));
  });
});
