// What a check of `make test` decided for one exact state of the sources, kept so that the same sources are
// not checked twice on one machine: lint, the typecheck and the build read nothing but the committed files,
// the installed packages (fixed by package-lock.json, itself committed) and Node. A step that passed for a
// state is remembered with the state's key; the build also keeps what it made (the dist folders), restored
// in place of building again. Only a clean checkout has a key: with any file changed, added or removed
// beside what is committed, every step runs. ORBITA_TEST_CACHE=0 turns it off.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const KEEP_PER_STEP = 3;
const DIR = process.env.ORBITA_TEST_CACHE_DIR || path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'orbita', 'checks');

function git(args) {
  return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

/** The committed tree, when nothing beside it is changed, added or removed; otherwise null. */
function cleanTree() {
  if (process.env.ORBITA_TEST_CACHE === '0') return null;
  try {
    if (git(['status', '--porcelain', '--untracked-files=normal']).trim() !== '') return null;
    return git(['rev-parse', 'HEAD^{tree}']).trim();
  } catch {
    return null;
  }
}

const tree = cleanTree();

/** The key of a step on these sources with this Node and this command; null when the sources are not a clean checkout. */
export function stepKey(step) {
  if (!tree) return null;
  return createHash('sha256').update(JSON.stringify([tree, process.version, process.platform, process.arch, step.command])).digest('hex').slice(0, 24);
}

// The folders a pattern such as "services/*/dist" names, "*" standing for one whole part (Node 20 has no fs.globSync).
function foldersMatching(pattern) {
  let found = ['.'];
  for (const part of pattern.split('/')) {
    found = found.flatMap((base) => {
      if (part !== '*') return existsSync(path.join(base, part)) ? [path.join(base, part)] : [];
      return readdirSync(base, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
        .map((entry) => path.join(base, entry.name));
    });
  }
  return found.filter((folder) => statSync(folder).isDirectory());
}

const marker = (step, key) => path.join(DIR, `${step.name}-${key}.passed`);
const archive = (step, key) => path.join(DIR, `${step.name}-${key}.tar`);

/** When this step already passed on these sources: puts back what it made, and says when it passed. */
export function restore(step) {
  const key = stepKey(step);
  if (!key || !existsSync(marker(step, key))) return null;
  if (step.cache.outputs) {
    if (!existsSync(archive(step, key))) return null;
    // What an earlier build of other sources left there goes first: a stale chunk must not outlive its build.
    for (const folder of step.cache.outputs.flatMap(foldersMatching)) rmSync(folder, { recursive: true, force: true });
    execFileSync('tar', ['-xf', archive(step, key)], { stdio: 'inherit' });
  }
  return { key, passedAt: statSync(marker(step, key)).mtime.toISOString() };
}

/** Remembers that this step passed on these sources, with what it made; keeps the last few states only. */
export function remember(step) {
  const key = stepKey(step);
  // A file changed while the step ran: what passed is not what the key names.
  if (!key || cleanTree() !== tree) return;
  try {
    mkdirSync(DIR, { recursive: true });
    if (step.cache.outputs) {
      const made = step.cache.outputs.flatMap(foldersMatching).sort();
      execFileSync('tar', ['-cf', archive(step, key), ...made], { stdio: 'inherit' });
    }
    writeFileSync(marker(step, key), `${new Date().toISOString()}\n`);
    const older = readdirSync(DIR)
      .filter((name) => name.startsWith(`${step.name}-`) && name.endsWith('.passed'))
      .map((name) => ({ name, time: statSync(path.join(DIR, name)).mtimeMs }))
      .sort((a, b) => b.time - a.time)
      .slice(KEEP_PER_STEP);
    for (const { name } of older) {
      rmSync(path.join(DIR, name), { force: true });
      rmSync(path.join(DIR, name.replace(/\.passed$/, '.tar')), { force: true });
    }
  } catch (error) {
    console.warn(`(could not remember that ${step.name} passed: ${error.message})`);
  }
}
