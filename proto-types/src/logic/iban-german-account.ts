import { GERMAN_METHODS } from './iban-german-methods.js';

/**
 * Each German bank code (BLZ) to its check digit method, from the Bundesbank's bank code file
 * (`@orbita/proto-types/data/de-bank-check-methods.json`): the service reads it from disk, the page loads it once.
 */
export type GermanMethodOf = (blz: string) => string | undefined;

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
export function checkGermanAccount(bban: string, methodOf: GermanMethodOf): GermanAccount {
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
