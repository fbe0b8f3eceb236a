import type { ToolDefinition } from '../types';

export const withholdingCalculator: ToolDefinition = {
  id: 'withholding-calculator',
  name: "Ritenuta d'acconto",
  description:
    "Prestazione occasionale: dal lordo al netto o dal netto al lordo con la ritenuta del 20%, la marca da bollo sopra 77,47 €, l'avviso oltre 5.000 € l'anno e la ricevuta pronta da copiare o stampare.",
  category: 'Soldi e Lavoro',
  icon: 'fileText',
  keywords: ['ritenuta', "ritenuta d'acconto", 'prestazione occasionale', 'ricevuta', 'notula', 'lordo netto', 'compenso', 'marca da bollo', 'collaborazione occasionale', 'gestione separata'],
  worksOffline: true,
  loadPage: () => import('./WithholdingCalculatorPage'),
};
