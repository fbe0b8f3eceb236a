import { execFile } from 'node:child_process';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';

/**
 * The import boundaries of eslint.config.js, proven on lint-boundaries/: a small tree laid out like src/ whose
 * files break the rules on purpose. ESLint's Node API runs in a child Node process, because it loads the
 * repository's ES-module config with a dynamic import that jest's module sandbox does not allow.
 */
const ROOT = resolve(__dirname, '../../..');
const FIXTURES = join(__dirname, 'lint-boundaries');

const LINT = `
import { ESLint } from 'eslint';
const eslint = new ESLint({ ignore: false });
const results = await eslint.lintFiles(process.argv.slice(1));
process.stdout.write(JSON.stringify(results.map((result) => ({
  file: result.filePath,
  problems: result.messages.map((message) => ({ rule: message.ruleId, message: message.message })),
}))));
`;

interface Problem {
  rule: string | null;
  message: string;
}

let problemsByFile: Map<string, Problem[]>;

beforeAll(async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', LINT, FIXTURES], {
    cwd: ROOT,
    maxBuffer: 10 * 1024 * 1024,
  });
  const results = JSON.parse(stdout) as { file: string; problems: Problem[] }[];
  problemsByFile = new Map(results.map((result) => [relative(FIXTURES, result.file), result.problems]));
}, 60_000);

function problemsOf(file: string): Problem[] {
  const problems = problemsByFile.get(file);
  if (!problems) throw new Error(`${file} was not linted`);
  return problems;
}

const restricted = (reason: string) => ({ rule: 'import-x/no-restricted-paths', message: expect.stringContaining(reason) });

describe('import boundaries', () => {
  it("reports the cycle of a tool page that imports its own index.ts", () => {
    expect(problemsOf('tools/one/OnePage.ts')).toEqual([expect.objectContaining({ rule: 'import-x/no-cycle' })]);
    expect(problemsOf('tools/one/index.ts')).toEqual([expect.objectContaining({ rule: 'import-x/no-cycle' })]);
  });

  it('reports an import between two tools', () => {
    expect(problemsOf('tools/one/one.service.ts')).toEqual([restricted('No imports between tools')]);
  });

  it('reports an import between two features', () => {
    expect(problemsOf('features/alpha/alpha.ts')).toEqual([restricted('No imports between features')]);
  });

  it('reports a shared component that imports a feature', () => {
    expect(problemsOf('components/widget.ts')).toEqual([restricted('Shared code imports no feature')]);
  });

  it('allows the app to import features, tools and lib, and features and tools to import lib', () => {
    expect(problemsOf('app/routes.ts')).toEqual([]);
    expect(problemsOf('features/beta/beta.ts')).toEqual([]);
    expect(problemsOf('tools/two/two.service.ts')).toEqual([]);
    expect(problemsOf('lib/format.ts')).toEqual([]);
  });
});
