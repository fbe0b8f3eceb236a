import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error -- a plain ES module script, without type declarations
import { TOOL_CATEGORIES } from '../../proto-types/src/enums';
import { SCAFFOLD_CATEGORIES, scaffoldTool } from './scaffold.mjs';

const root = path.resolve(__dirname, '../..');
const EDITED = ['proto-types/src/routes.ts', 'proto-types/src/tools/index.ts', 'services/tools/src/app.ts', 'frontend/src/tools/registry.ts'];
const options = { id: 'tip-calculator', endpoint: 'calculate-tip', domain: 'tip', name: 'Calcolatore Mance', category: 'Vita Quotidiana', description: 'Mance.' };

/** A scratch tree holding copies of the files the scaffold edits. */
function scratchTree(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'orbita-scaffold-'));
  for (const file of EDITED) cpSync(path.join(root, file), path.join(dir, file));
  return dir;
}

describe('npm run new:tool', () => {
  let dir: string;
  beforeEach(() => {
    dir = scratchTree();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes both halves of the tool and adds it to the route table, the contracts, the service and the registry', () => {
    const written: string[] = scaffoldTool(dir, options);
    for (const file of written) expect(existsSync(path.join(dir, file))).toBe(true);
    expect(written).toEqual(
      expect.arrayContaining([
        'proto-types/src/tools/tip.ts',
        'services/tools/src/tip/tip.ts',
        'services/tools/src/tip/tip.test.ts',
        'services/tools/src/routes/calculate-tip/index.ts',
        'services/tools/test/calculate-tip.test.ts',
        'frontend/src/tools/tip-calculator/index.ts',
        'frontend/src/tools/tip-calculator/TipCalculatorPage.tsx',
        'frontend/src/tools/tip-calculator/api/calculate-tip.ts',
        ...EDITED,
      ]),
    );
    const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
    expect(read('proto-types/src/routes.ts')).toContain(
      "calculateTip: { path: '/api/calculate-tip', method: 'POST', service: 'tools', access: 'public' },",
    );
    expect(read('services/tools/src/app.ts')).toContain('await app.register(calculateTipRoute, context);');
    expect(read('frontend/src/tools/registry.ts')).toMatch(/import \{ tipCalculator \} from '\.\/tip-calculator';[\s\S]*\n {2}tipCalculator,\n\];/);
    expect(read('frontend/src/tools/tip-calculator/index.ts')).toContain("category: \"Vita Quotidiana\"");
  });

  it('writes nothing when a name is taken', () => {
    scaffoldTool(dir, options);
    const before = readFileSync(path.join(dir, 'proto-types/src/routes.ts'), 'utf8');
    expect(() => scaffoldTool(dir, options)).toThrow(/exists already/);
    expect(readFileSync(path.join(dir, 'proto-types/src/routes.ts'), 'utf8')).toBe(before);
  });

  it('offers every category of the grid, «Soldi e Lavoro» and «Date e Tempo» too', () => {
    expect(SCAFFOLD_CATEGORIES).toEqual([...TOOL_CATEGORIES]);
    expect(() => scaffoldTool(dir, { ...options, category: 'Soldi e Lavoro' })).not.toThrow();
  });

  it.each([
    [{ ...options, id: 'Tip_Calculator' }, /id must be lower-case words/],
    [{ ...options, category: 'Finanza' }, /category must be one of/],
  ])('refuses bad options before writing (%#)', (bad, message) => {
    expect(() => scaffoldTool(dir, bad)).toThrow(message);
    expect(existsSync(path.join(dir, 'proto-types/src/tools/tip.ts'))).toBe(false);
  });
});
