import type { ToolDefinition } from '../types';

export const istatRevaluation: ToolDefinition = {
  id: 'istat-revaluation',
  name: 'Rivalutazione ISTAT',
  description: "Una somma o un canone d'affitto rivalutati con l'indice ISTAT FOI tra due mesi, al 100% o al 75%.",
  category: 'Soldi e Lavoro',
  icon: 'trendUp',
  keywords: ['istat', 'rivalutazione istat', 'rivalutazione affitto', 'aggiornamento canone', 'indice foi', 'inflazione', 'adeguamento istat', 'cedolare secca'],
  worksOffline: true,
  loadPage: () => import('./IstatRevaluationPage'),
};
