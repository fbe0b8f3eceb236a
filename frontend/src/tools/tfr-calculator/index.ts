import type { ToolDefinition } from '../types';

export const tfrCalculator: ToolDefinition = {
  id: 'tfr-calculator',
  name: 'Calcolo TFR',
  description: 'Il trattamento di fine rapporto anno per anno: quote, rivalutazione ISTAT, imposta sostitutiva, tassazione separata e netto.',
  category: 'Soldi e Lavoro',
  icon: 'piggyBank',
  keywords: ['tfr', 'liquidazione', 'trattamento di fine rapporto', 'rivalutazione tfr', 'coefficiente tfr', 'buonuscita', 'indice istat', 'foi'],
  worksOffline: true,
  loadPage: () => import('./TfrPage'),
};
