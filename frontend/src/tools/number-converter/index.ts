import type { ToolDefinition } from '../types';

export const numberConverter: ToolDefinition = {
  id: 'number-converter',
  name: 'Convertitore di basi',
  description: 'Converti numeri tra binario, ottale, decimale ed esadecimale, con dettagli su ogni valore.',
  category: 'Matematica & Informatica',
  icon: 'hash',
  keywords: ['esadecimale', 'binario', 'ottale', 'decimale', 'hex', 'base', 'numeri', 'bit'],
  worksOffline: true,
  loadPage: () => import('./NumberConverterPage'),
};
