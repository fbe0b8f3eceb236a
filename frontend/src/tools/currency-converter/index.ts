import type { ToolDefinition } from '../types';

export const currencyConverter: ToolDefinition = {
  id: 'currency-converter',
  name: 'Convertitore di valute',
  description: 'Converti importi tra 20 valute con i tassi di cambio di riferimento della Banca Centrale Europea.',
  category: 'Vita Quotidiana',
  icon: 'exchange',
  inFooter: true,
  keywords: ['valuta', 'valute', 'euro', 'dollaro', 'sterlina', 'yen', 'cambio', 'tasso di cambio', 'soldi', 'moneta', 'denaro'],
  loadPage: () => import('./CurrencyConverterPage'),
};
