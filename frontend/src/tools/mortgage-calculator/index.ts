import type { ToolDefinition } from '../types';

export const mortgageCalculator: ToolDefinition = {
  id: 'mortgage-calculator',
  name: 'Mutuo e ammortamento',
  description:
    'La rata del mutuo mentre scrivi, il piano di ammortamento alla francese rata per rata, il TAEG con le spese, quanto puoi chiedere per una rata e quale tasso implica.',
  category: 'Soldi e Lavoro',
  icon: 'house',
  keywords: ['mutuo', 'rata', 'rata mutuo', 'ammortamento', 'piano di ammortamento', 'francese', 'prestito', 'finanziamento', 'taeg', 'tan', 'isc', 'casa', 'banca'],
  worksOffline: true,
  loadPage: () => import('./MortgageCalculatorPage'),
};
