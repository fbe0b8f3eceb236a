import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GERMAN_METHODS } from './german-methods.js';

/** Each German bank code (BLZ) with its check digit method, from the Bundesbank's bank code file (see data/README.md). */
const METHODS_FILE = fileURLToPath(new URL('../../data/de-bank-check-methods.json', import.meta.url));
let methods: Record<string, string> | undefined;

function methodOf(blz: string): string | undefined {
  methods ??= (JSON.parse(readFileSync(METHODS_FILE, 'utf8')) as { methods: Record<string, string> }).methods;
  return methods[blz];
}

export interface GermanAccount {
  /** What is wrong with the bank code or the account number, in Italian, and which of them; absent when nothing is. */
  problem?: { wrongPart: 'bank' | 'national-check'; reason: string };
  /** What was checked, in Italian. */
  checked: string;
}

/**
 * A German BBAN is the bank code (8 digits) and the account number (10): the bank code must be in the Bundesbank's
 * file, and the account must pass the check digit method the file names for that bank, where that method is one of
 * those kept here.
 */
export function checkGermanAccount(bban: string): GermanAccount {
  const blz = bban.slice(0, 8);
  const account = bban.slice(8);
  const method = methodOf(blz);
  if (!method) {
    const checked = "Codice banca non trovato nell'elenco della Bundesbank";
    const reason = `Il codice della banca (BLZ) «${blz}» non è nell'elenco delle banche della Bundesbank: controlla le cifre 5–12 dell'IBAN`;
    return { checked, problem: { wrongPart: 'bank', reason } };
  }
  const check = GERMAN_METHODS[method];
  if (!check) return { checked: `Banca ${blz}: il suo metodo di controllo del conto (${method}) non è tra quelli verificati qui` };
  if (!check(account)) {
    return {
      checked: `Conto non conforme al metodo ${method} della Bundesbank`,
      problem: {
        wrongPart: 'national-check',
        reason: `Il numero di conto «${account}» non rispetta il metodo di controllo ${method} che la Bundesbank assegna alla banca ${blz}: c'è quasi certamente un errore di battitura`,
      },
    };
  }
  return { checked: `Numero di conto verificato con il metodo ${method} della Bundesbank (banca ${blz})` };
}
