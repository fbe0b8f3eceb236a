import type { ToolDefinition } from '../types';

export const unitConverter: ToolDefinition = {
  id: 'unit-converter',
  name: 'Convertitore di unità',
  description: 'Lunghezza, massa, temperatura, volume, superficie, velocità, tempo e dati digitali, con i nomi italiani delle unità e la conversione nei due sensi.',
  category: 'Vita Quotidiana',
  icon: 'ruler',
  keywords: ['unità di misura', 'conversione', 'miglia', 'chilometri', 'piedi', 'pollici', 'libbre', 'fahrenheit', 'celsius', 'galloni', 'byte', 'gigabyte'],
  worksOffline: true,
  loadPage: () => import('./UnitConverterPage'),
};
