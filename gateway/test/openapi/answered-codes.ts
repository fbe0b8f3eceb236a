import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One `{error, code}` answer found in the sources: its code, its status, and where it is written. */
export interface AnsweredCode {
  code: string;
  status: number;
  at: string;
}

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const DEFINED = /\b(?:defineError|createError)\(\s*'([A-Z][A-Z0-9_]*)'\s*,\s*(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`[^`]*`|[A-Za-z_$][\w$.]*)\s*,\s*(\d{3})\s*,?\s*\)/g;
const LITERAL = /\bcode:\s*'([A-Z][A-Z0-9_]*)'/g;

/** Every source file of a tree, without its tests and test helpers. */
function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourcesOf(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Where the object literal around `index` starts, or -1 (braces inside strings come in pairs, as in `${…}`). */
function openingBefore(text: string, index: number): number {
  let depth = 0;
  for (let i = index - 1; i >= 0; i -= 1) {
    if (text[i] === '}') depth += 1;
    else if (text[i] === '{') {
      if (depth === 0) return i;
      depth -= 1;
    }
  }
  return -1;
}

function closingAfter(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return text.length;
}

/**
 * The status a literal `code: 'X'` is answered with, read from the shapes the sources use:
 * `{ status: N, code }`, `{ status: N, body: { …, code } }`, `.code(N).send({ …, code })` and
 * `const body = { …, code }; return reply.status(N)`. Undefined when none fits.
 */
function literalStatus(text: string, index: number): number | undefined {
  const open = openingBefore(text, index);
  if (open < 0) return undefined;
  const object = text.slice(open, closingAfter(text, open) + 1);
  const own = /^\{[^{]*?\bstatus:\s*(\d{3})/.exec(object);
  if (own) return Number(own[1]);
  const before = text.slice(Math.max(0, open - 200), open);
  const sent = /\.(?:code|status)\((\d{3})\)\.send\(\s*$/.exec(before);
  if (sent) return Number(sent[1]);
  if (/\bbody:\s*$/.test(before)) {
    const outer = openingBefore(text, open);
    const wrapper = outer >= 0 ? /^\{\s*status:\s*(\d{3})\s*,\s*body:/.exec(text.slice(outer)) : null;
    if (wrapper) return Number(wrapper[1]);
  }
  const after = text.slice(open + object.length, open + object.length + 200);
  const returned = /^;\s*return reply\.status\((\d{3})\)/.exec(after);
  return returned ? Number(returned[1]) : undefined;
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/**
 * Every `{error, code}` a source tree can answer: each `defineError`/`createError` with its status
 * and each literal `code: 'X'` with the status beside it. A literal whose status cannot be read is
 * listed with status 0, so the check fails on it and names the place.
 */
export function answeredCodes(tree: string): AnsweredCode[] {
  return sourcesOf(join(ROOT, tree)).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const at = (index: number) => `${relative(ROOT, file)}:${lineOf(text, index)}`;
    const defined = [...text.matchAll(DEFINED)].map((match) => ({ code: match[1]!, status: Number(match[2]), at: at(match.index) }));
    const literal = [...text.matchAll(LITERAL)].map((match) => ({ code: match[1]!, status: literalStatus(text, match.index) ?? 0, at: at(match.index) }));
    return [...defined, ...literal];
  });
}

/** Every code named in a tree, by any means: what `answeredCodes` must account for. */
export function namedCodes(tree: string): string[] {
  return sourcesOf(join(ROOT, tree)).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(/\b(?:defineError|createError)\(\s*'([A-Z][A-Z0-9_]*)'/g), ...text.matchAll(LITERAL)].map((match) => match[1]!);
  });
}
