import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A new PGlite data folder (initdb, about 7 s of CPU) is the same for every embedded hub of a run and of
 * the next run: made once, kept in the temporary folder under a name that changes with the PGlite version
 * and the launcher's initialising script, and copied into each hub's data folder, where the hub finds it
 * made and goes on with its migrations. The first start of a fresh folder is the launcher tests' part.
 */
function templateFolder(root: string): string {
  const script = path.join(root, 'launcher/dist/initialise-database.js');
  const pglite = JSON.parse(readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
  const key = createHash('sha256').update(pglite.version).update(readFileSync(script)).digest('hex').slice(0, 16);
  const folder = path.join(os.tmpdir(), `orbita-e2e-pglite-${key}`);
  if (existsSync(path.join(folder, 'PG_VERSION'))) return folder;
  // Made aside and renamed into place, so that a run beside this one never copies half a folder.
  const making = mkdtempSync(`${folder}-making-`);
  execFileSync(process.execPath, [script, making]);
  try {
    renameSync(making, folder);
  } catch {
    rmSync(making, { recursive: true, force: true });
  }
  return folder;
}

/** Puts a made PGlite data folder where the embedded hub with `dataDir` looks for it. */
export function provideDatabaseFolder(root: string, dataDir: string): void {
  cpSync(templateFolder(root), path.join(dataDir, 'pglite'), { recursive: true });
}
