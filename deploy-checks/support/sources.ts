import { existsSync, readdirSync, readFileSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { ROOT } from './project.js';
import { parseObjects, type ComposeModel, type KubeObject } from './render.js';

export function read(relative: string): string {
  return readFileSync(path.join(ROOT, relative), 'utf8');
}

export function exists(relative: string): boolean {
  return existsSync(path.join(ROOT, relative));
}

/** docker-compose.yml as written, anchors merged, variables left as they are. */
export function composeAsWritten(): ComposeModel {
  return parse(read('docker-compose.yml'), { merge: true }) as ComposeModel;
}

/** Every YAML document below a folder, as parsed: manifests, patches (lists of operations) and the rest. */
export function yamlDocumentsIn(folder: string): unknown[] {
  const absolute = path.join(ROOT, folder);
  return readdirSync(absolute, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.yaml'))
    .flatMap((file) => parseAllDocuments(readFileSync(path.join(absolute, file), 'utf8')).map((document) => document.toJS() as unknown));
}

/** Every object, at any depth, that passes a test. */
export function objectsWhere(value: unknown, test: (object: Record<string, unknown>) => boolean): Array<Record<string, unknown>> {
  if (Array.isArray(value)) return value.flatMap((item) => objectsWhere(item, test));
  if (!value || typeof value !== 'object') return [];
  const object = value as Record<string, unknown>;
  return [...(test(object) ? [object] : []), ...Object.values(object).flatMap((v) => objectsWhere(v, test))];
}

/** Every value held under a key, at any depth. */
export function valuesOfKey(value: unknown, key: string): unknown[] {
  if (Array.isArray(value)) return value.flatMap((item) => valuesOfKey(item, key));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => (k === key ? [v] : valuesOfKey(v, key)));
}

/** Every manifest file of a kustomization folder and the folders below it, as written. */
export function manifestsIn(folder: string): KubeObject[] {
  const absolute = path.join(ROOT, folder);
  return readdirSync(absolute, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.yaml') && path.basename(file) !== 'kustomization.yaml')
    .flatMap((file) => parseObjects(readFileSync(path.join(absolute, file), 'utf8')))
    .filter((object) => object.apiVersion && object.kind);
}

/** `KEY=value` lines of an env file (comments and blank lines skipped). */
export function envFile(relative: string): Record<string, string> {
  return Object.fromEntries(
    read(relative)
      .split('\n')
      .filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

const NOT_SOURCES = new Set(['node_modules', '.git', 'dist', '.data', 'coverage', 'test-results']);

/** Every file of the repository with this name, as a path from the root; installed and built files left out. */
export function filesNamed(name: string, folder = ''): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true })
    .filter((entry: Dirent) => !NOT_SOURCES.has(entry.name))
    .flatMap((entry) => {
      const relative = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return filesNamed(name, relative);
      return entry.name === name ? [relative] : [];
    });
}
