import type { ToolDefinition } from '../types';

export const percentageCalculator: ToolDefinition = {
  id: 'percentage-calculator',
  name: 'Calcolatore percentuali',
  description: 'La percentuale di un numero, che percentuale è un numero di un altro, la variazione tra due valori e il prezzo scontato, con la formula.',
  category: 'Vita Quotidiana',
  icon: 'percent',
  keywords: ['percentuale', 'per cento', '%', 'sconto', 'variazione', 'aumento', 'ribasso', 'proporzione'],
  worksOffline: true,
  loadPage: () => import('./PercentageCalculatorPage'),
};
