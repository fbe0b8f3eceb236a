import type { ToolDefinition } from '../types';

export const taxCodeCalculator: ToolDefinition = {
  id: 'tax-code-calculator',
  name: 'Codice fiscale',
  description: 'Calcola il codice fiscale da nome, cognome, sesso, data e luogo di nascita, oppure verifica un codice e leggi sesso, data e comune di nascita.',
  category: 'Vita Quotidiana',
  icon: 'lock',
  // Personal data stays out of the address; «Copia link» puts it in the link it copies (see the page).
  keywords: ['codice fiscale', 'cf', 'tessera sanitaria', 'omocodia', 'belfiore', 'comune di nascita', 'agenzia delle entrate', 'verifica codice fiscale'],
  // Computed in the page from the table of places the service worker keeps.
  worksOffline: true,
  loadPage: () => import('./TaxCodeCalculatorPage'),
};
