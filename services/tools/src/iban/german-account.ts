import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { checkGermanAccount as checkWith, type GermanAccount } from '@orbita/proto-types/logic/iban-german-account';

export type { GermanAccount } from '@orbita/proto-types/logic/iban-german-account';

/** Each German bank code (BLZ) with its check digit method, from the Bundesbank's bank code file (see services/tools/data/README.md). */
const METHODS_FILE = createRequire(import.meta.url).resolve('@orbita/proto-types/data/de-bank-check-methods.json');
let methods: Record<string, string> | undefined;

/** The method the Bundesbank names for `blz`, the file read once, when a German IBAN is first checked. */
export function germanMethodOf(blz: string): string | undefined {
  methods ??= (JSON.parse(readFileSync(METHODS_FILE, 'utf8')) as { methods: Record<string, string> }).methods;
  return Object.hasOwn(methods, blz) ? methods[blz] : undefined;
}

export function checkGermanAccount(bban: string): GermanAccount {
  return checkWith(bban, germanMethodOf);
}
