/**
 * Everyday words that name what a tool does without being one of its words: each leads to words of the tools
 * (their names and keywords), so «ferie» finds the working-days calculator and «tredicesima» the net salary.
 * Keys and targets are written as the search compares them: lower case, without accents. A word people type
 * for which no tool exists («pensione», «bolletta») has no entry: the search then says plainly that nothing
 * matches and offers to suggest it.
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // Days off and holidays: counted by the working-days calculator.
  ferie: ['lavorativi'],
  vacanza: ['lavorativi'],
  vacanze: ['lavorativi'],
  permesso: ['lavorativi'],
  permessi: ['lavorativi'],
  festa: ['festivi'],
  feste: ['festivi'],
  natale: ['festivi'],
  ferragosto: ['festivi'],
  // Pay.
  tredicesima: ['stipendio'],
  quattordicesima: ['stipendio'],
  salario: ['stipendio'],
  cedolino: ['stipendio'],
  dipendente: ['stipendio'],
  contributi: ['stipendio', 'forfettario', 'ritenuta'],
  inps: ['stipendio', 'forfettario', 'ritenuta'],
  // Taxes.
  tasse: ['irpef', 'forfettario', 'ritenuta', 'ravvedimento'],
  tassa: ['irpef', 'forfettario', 'ritenuta', 'ravvedimento'],
  autonomo: ['forfettario', 'ritenuta'],
  autonomi: ['forfettario', 'ritenuta'],
  professionista: ['forfettario', 'ritenuta'],
  freelance: ['forfettario', 'ritenuta'],
  // Units people type as symbols.
  km: ['chilometri'],
  kg: ['libbre'],
  mph: ['miglia'],
};

/** The words a query word stands for besides itself. */
export function synonymsOf(word: string): readonly string[] {
  return Object.hasOwn(SYNONYMS, word) ? (SYNONYMS[word] ?? []) : [];
}
