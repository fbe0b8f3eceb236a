import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { backendFiles } from './backend-templates.mjs';
import { editsFor, insertAfterLast } from './edits.mjs';
import { frontendFiles } from './frontend-templates.mjs';
import { toolNames } from './names.mjs';

/** The grid's categories, as `TOOL_CATEGORIES` of proto-types/src/enums.ts (the test holds them equal). */
export const SCAFFOLD_CATEGORIES = [
  'Salute & Benessere',
  'Produttività',
  'Vita Quotidiana',
  'Soldi e Lavoro',
  'Date e Tempo',
  'Design & Creatività',
  'Utilità',
  'Matematica & Informatica',
];

/**
 * Writes the new files and the edits to existing ones under `root`. Checks everything first: an
 * existing file or a name already taken stops it before anything is written. Answers the paths.
 */
export function scaffoldTool(root, options) {
  if (!SCAFFOLD_CATEGORIES.includes(options.category)) {
    throw new Error(`category must be one of: ${SCAFFOLD_CATEGORIES.join(', ')}`);
  }
  const names = toolNames(options);
  const files = { ...backendFiles(names), ...frontendFiles(names, options) };
  for (const file of Object.keys(files)) {
    if (existsSync(path.join(root, file))) throw new Error(`${file} exists already: choose other names`);
  }
  const edited = new Map();
  for (const edit of editsFor(names)) {
    const current = edited.get(edit.file) ?? readFileSync(path.join(root, edit.file), 'utf8');
    if (current.includes(edit.add.trim())) throw new Error(`${edit.file} already has: ${edit.add.trim()}`);
    edited.set(edit.file, insertAfterLast(current, edit.after, edit.add, edit.file));
  }
  for (const [file, text] of [...Object.entries(files), ...edited]) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return [...Object.keys(files), ...edited.keys()];
}
