import type { ToolDefinition } from '../types';

export const vatCalculator: ToolDefinition = {
  id: 'vat-calculator',
  name: 'Calcolatore IVA',
  description: "Aggiungi l'IVA a un imponibile o scorporala da un prezzo ivato, al 22, 10, 5, 4% o a un'aliquota a scelta, al centesimo.",
  category: 'Soldi e Lavoro',
  icon: 'receipt',
  keywords: ['iva', 'scorporo', 'scorporare', 'imponibile', 'ivato', 'aliquota', 'fattura', 'lordo', 'netto', 'vat'],
  worksOffline: true,
  loadPage: () => import('./VatCalculatorPage'),
};
