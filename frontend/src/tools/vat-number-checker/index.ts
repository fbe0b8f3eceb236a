import type { ToolDefinition } from '../types';

export const vatNumberChecker: ToolDefinition = {
  id: 'vat-number-checker',
  name: 'Verifica partita IVA',
  description:
    "Controlla la forma di una partita IVA italiana: le 11 cifre, la cifra di controllo e l'ufficio che l'ha attribuita. Non dice se è attiva: per quello rimanda all'Agenzia delle Entrate e al VIES.",
  category: 'Soldi e Lavoro',
  icon: 'idCard',
  keywords: ['partita iva', 'p.iva', 'piva', 'p iva', 'verifica partita iva', 'controllo partita iva', 'cifra di controllo', 'vies', 'agenzia delle entrate', 'fattura'],
  worksOffline: true,
  loadPage: () => import('./VatNumberCheckerPage'),
};
