import type { ToolDefinition } from '../types';

export const flatTaxCalculator: ToolDefinition = {
  id: 'flat-tax-calculator',
  name: 'Regime forfettario',
  description:
    "Partita IVA in regime forfettario: dai ricavi e dal codice ATECO il reddito, i contributi INPS, l'imposta sostitutiva al 5% o al 15% e il netto, con gli avvisi sulle soglie e il confronto con l'IRPEF del regime ordinario.",
  category: 'Soldi e Lavoro',
  icon: 'briefcase',
  keywords: [
    'forfettario',
    'regime forfettario',
    'forfetario',
    'partita iva',
    'flat tax',
    'imposta sostitutiva',
    'coefficiente di redditività',
    'ateco',
    'contributi inps',
    'gestione separata',
    'artigiani',
    'commercianti',
    'freelance',
    'tasse partita iva',
  ],
  worksOffline: true,
  loadPage: () => import('./FlatTaxCalculatorPage'),
};
