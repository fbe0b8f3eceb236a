import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './project.js';
import { run, type CommandResult } from './render.js';
import { read } from './sources.js';

export interface Dockerfile {
  text: string;
  /** Each stage from its FROM line, continuation lines joined and comments left out. */
  stages: string[][];
  /** The last stage: what the image runs. */
  runtime: string[];
}

export function dockerfile(relative: string): Dockerfile {
  const text = read(relative);
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'));
  const stages: string[][] = [];
  for (const line of lines) {
    if (line.startsWith('FROM ')) stages.push([]);
    stages.at(-1)?.push(line);
  }
  return { text, stages, runtime: stages.at(-1) ?? [] };
}

/** The variables a stage reads (`$NAME` or `${NAME}`), from its second line on. */
export function variablesUsed(stage: string[]): Set<string> {
  return new Set(stage.slice(1).flatMap((line) => [...line.matchAll(/\$\{?([A-Z_][A-Z0-9_]*)/g)].map((m) => m[1]!)));
}

/** The variables a stage declares with ARG or ENV. */
export function variablesDeclared(stage: string[]): Set<string> {
  return new Set(
    stage
      .filter((line) => /^(ARG|ENV) /.test(line))
      .flatMap((line) => [...line.slice(4).matchAll(/(?:^|\s)([A-Z_][A-Z0-9_]*)(?==|\s|$)/g)].map((m) => m[1]!)),
  );
}

/** Runs one RUN instruction of a stage, as `sh -c`, in a folder and with build arguments. */
export function runStep(instruction: string, folder: string, args: Record<string, string>): CommandResult {
  return run('sh', ['-c', instruction.replace(/^RUN\s+/, '')], { env: args, cwd: folder });
}

/**
 * The workspaces a Node image is built from, copied as the build context has them (no
 * node_modules, no dist), each with a compiled `dist/` stand-in as `tsc -b` leaves it.
 */
export function builtWorkspaces(workspaces: string[]): { folder: string; remove(): void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'orbita-image-'));
  for (const workspace of workspaces) {
    cpSync(path.join(ROOT, workspace), path.join(folder, workspace), {
      recursive: true,
      filter: (source) => !['node_modules', 'dist'].includes(path.basename(source)),
    });
    mkdirSync(path.join(folder, workspace, 'dist'), { recursive: true });
    writeFileSync(path.join(folder, workspace, 'dist', 'server.js'), '');
  }
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** `<workspace>/<entry>` for every entry of each workspace under a folder. */
export function entriesOf(folder: string, workspaces: string[]): string[] {
  return workspaces.flatMap((workspace) => readdirSync(path.join(folder, workspace)).map((entry) => `${workspace}/${entry}`)).sort();
}
