import { readFileSync } from 'node:fs';

const LIST = new URL('../../data/common-passwords.txt', import.meta.url);

let loaded: ReadonlySet<string> | null = null;

/** The 3,000 most common passwords (see data/README.md), lower-cased, read once. */
export function commonPasswords(): ReadonlySet<string> {
  loaded ??= new Set(
    readFileSync(LIST, 'utf8')
      .split('\n')
      .filter((line) => line.length > 0)
      .map((line) => line.toLowerCase()),
  );
  return loaded;
}
