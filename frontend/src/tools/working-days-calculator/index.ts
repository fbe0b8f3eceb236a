import type { ToolDefinition } from '../types';

export const workingDaysCalculator: ToolDefinition = {
  id: 'working-days-calculator',
  name: 'Giorni lavorativi',
  description: 'Conta i giorni lavorativi tra due date o trova la data dopo N giorni lavorativi, senza weekend, festività nazionali e, se vuoi, il santo patrono.',
  category: 'Date e Tempo',
  icon: 'calendar',
  keywords: ['giorni lavorativi', 'festivi', 'festività', 'calendario', 'pasquetta', 'scadenza', 'feriali', 'patrono', 'ponti'],
  worksOffline: true,
  loadPage: () => import('./WorkingDaysCalculatorPage'),
};
