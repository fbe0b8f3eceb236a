import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const services = readdirSync(path.join(root, 'services')).filter(
  (name) => name !== 'kit' && statSync(path.join(root, 'services', name)).isDirectory(),
);

interface ShapeEntry {
  entry: string;
  required: 'yes' | 'no' | string;
}

/** The table of CONTRIBUTING.md's "The shape of a service": the rule and its documentation are one. */
function documentedShape(): ShapeEntry[] {
  const text = readFileSync(path.join(root, 'CONTRIBUTING.md'), 'utf8');
  const section = text.slice(text.indexOf('## The shape of a service'));
  return [...section.matchAll(/^\| `([^`]+)` \| ([^|]+) \|/gm)].map((match) => ({ entry: match[1]!, required: match[2]!.trim() }));
}

/** Files and folders that are built or installed, never written by hand. */
const GENERATED = new Set(['dist', 'node_modules']);

function isRequired(entry: ShapeEntry, service: string): boolean {
  if (entry.required === 'yes') return true;
  if (entry.required === 'with a database') return existsSync(path.join(root, 'services', service, 'migrations'));
  return false;
}

describe('every service folder has the shape CONTRIBUTING.md lists', () => {
  const shape = documentedShape();

  it('reads the table', () => {
    expect(shape.map((entry) => entry.entry)).toEqual(expect.arrayContaining(['README.md', 'src/app.ts', 'src/context.ts', 'test/support.ts']));
  });

  describe.each(services)('%s', (service) => {
    const folder = path.join(root, 'services', service);

    it('has every entry the table requires', () => {
      const missing = shape.filter((entry) => isRequired(entry, service) && !existsSync(path.join(folder, entry.entry)));
      expect(missing.map((entry) => entry.entry)).toEqual([]);
    });

    it('has nothing at its top level that the table does not list', () => {
      const topLevel = new Set(shape.map((entry) => entry.entry.split('/')[0]!));
      const extra = readdirSync(folder).filter((name) => !GENERATED.has(name) && !topLevel.has(name));
      expect(extra).toEqual([]);
    });

    it('has in src/ only the listed files and folders of domain logic', () => {
      const listedFiles = new Set(shape.filter((entry) => entry.entry.startsWith('src/')).map((entry) => entry.entry.slice(4)));
      const extra = readdirSync(path.join(folder, 'src')).filter((name) => {
        const isFolder = statSync(path.join(folder, 'src', name)).isDirectory();
        return !isFolder && !listedFiles.has(name) && !name.endsWith('.test.ts');
      });
      expect(extra).toEqual([]);
    });

    it('has limits.ts exactly when it limits a client with the kit', () => {
      const sources = readdirSync(path.join(folder, 'src'), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .map((file) => readFileSync(path.join(folder, 'src', file), 'utf8'));
      const limits = sources.some((text) => /\brateLimit\(/.test(text));
      expect(existsSync(path.join(folder, 'src/limits.ts'))).toBe(limits);
    });
  });
});
