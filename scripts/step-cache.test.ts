import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface Step {
  name: string;
  command: string;
  cache: { outputs?: string[] };
}
interface StepCache {
  stepKey(step: Step): string | null;
  restore(step: Step): { key: string; passedAt: string } | null;
  remember(step: Step): void;
}

const build: Step = { name: 'build', command: 'make the dist folder', cache: { outputs: ['dist'] } };
const lint: Step = { name: 'lint', command: 'look at the sources', cache: {} };

let repo: string;
const started = process.cwd();

function git(...args: string[]): void {
  execFileSync('git', args, { cwd: repo, stdio: 'ignore' });
}

function commit(file: string, text: string): void {
  writeFileSync(path.join(repo, file), text);
  git('add', file);
  git('-c', 'user.name=Orbita', '-c', 'user.email=ci@orbita.invalid', 'commit', '-q', '-m', `${file}: ${text}`);
}

/** The module as `make test` loads it, in the repository as it is now. */
function loadCache(): StepCache {
  process.chdir(repo);
  let loaded: StepCache | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<StepCache>('./step-cache.mjs');
  });
  return loaded!;
}

beforeEach(() => {
  repo = mkdtempSync(path.join(os.tmpdir(), 'orbita-step-cache-'));
  process.env.ORBITA_TEST_CACHE_DIR = path.join(repo, '.cache-outside');
  git('init', '-q');
  commit('.gitignore', 'dist/\n.cache-outside/\n');
  commit('source.ts', 'one');
});

afterEach(() => {
  process.chdir(started);
  delete process.env.ORBITA_TEST_CACHE_DIR;
  delete process.env.ORBITA_TEST_CACHE;
  rmSync(repo, { recursive: true, force: true });
});

describe('the checks of make test on sources they already passed on', () => {
  it('a step that passed is not run again on the same committed sources, and the build gets back what it made', () => {
    const first = loadCache();
    expect(first.restore(build)).toBeNull();
    mkdirSync(path.join(repo, 'dist'));
    writeFileSync(path.join(repo, 'dist', 'app.js'), 'built from one');
    first.remember(build);
    first.remember(lint);

    rmSync(path.join(repo, 'dist'), { recursive: true });
    const again = loadCache();
    expect(again.restore(lint)).toMatchObject({ key: expect.any(String) });
    expect(again.restore(build)).toMatchObject({ key: again.stepKey(build) });
    expect(readFileSync(path.join(repo, 'dist', 'app.js'), 'utf8')).toBe('built from one');
  });

  it('a stale file of an earlier build does not survive the restore', () => {
    const cache = loadCache();
    mkdirSync(path.join(repo, 'dist'));
    writeFileSync(path.join(repo, 'dist', 'app.js'), 'built from one');
    cache.remember(build);
    writeFileSync(path.join(repo, 'dist', 'stale-chunk.js'), 'from another build');
    expect(cache.restore(build)).not.toBeNull();
    expect(existsSync(path.join(repo, 'dist', 'stale-chunk.js'))).toBe(false);
  });

  it('every step runs again once a committed file changes', () => {
    loadCache().remember(lint);
    commit('source.ts', 'two');
    expect(loadCache().restore(lint)).toBeNull();
  });

  it('every step runs when the checkout has a change not committed, or a new file', () => {
    loadCache().remember(lint);
    writeFileSync(path.join(repo, 'source.ts'), 'edited');
    expect(loadCache().stepKey(lint)).toBeNull();
    git('checkout', '-q', 'source.ts');
    writeFileSync(path.join(repo, 'new-file.ts'), 'not yet added');
    expect(loadCache().restore(lint)).toBeNull();
  });

  it('ORBITA_TEST_CACHE=0 runs every step', () => {
    loadCache().remember(lint);
    process.env.ORBITA_TEST_CACHE = '0';
    expect(loadCache().restore(lint)).toBeNull();
  });

  it('a step is remembered with its own command: a different command is a different check', () => {
    const cache = loadCache();
    cache.remember(lint);
    expect(cache.restore({ ...lint, command: 'look harder' })).toBeNull();
  });
});
