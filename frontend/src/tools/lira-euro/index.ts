import type { ToolDefinition } from '../types';

export const liraEuro: ToolDefinition = {
  id: 'lira-euro',
  name: 'Lire ed euro',
  description: 'Da lire a euro e da euro a lire al cambio fisso di 1.936,27 lire, arrotondato come vogliono i regolamenti europei.',
  category: 'Soldi e Lavoro',
  icon: 'coins',
  keywords: ['lire', 'lira', 'euro', 'cambio lire euro', 'convertitore lire', 'vecchie lire', '1936,27', 'milioni di lire'],
  worksOffline: true,
  loadPage: () => import('./LiraEuroPage'),
};
