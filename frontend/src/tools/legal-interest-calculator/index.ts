import type { ToolDefinition } from '../types';

export const legalInterestCalculator: ToolDefinition = {
  id: 'legal-interest-calculator',
  name: 'Interessi legali',
  description:
    'Gli interessi legali su una somma tra due date, al tasso in vigore giorno per giorno dal 1942 a oggi, divisi dove il tasso cambia, con i decreti che lo fissano.',
  category: 'Soldi e Lavoro',
  icon: 'scale',
  keywords: [
    'interessi legali',
    'tasso legale',
    'saggio legale',
    'interesse legale',
    'art. 1284',
    'anatocismo',
    'capitalizzazione',
    'rivalutazione',
    'credito',
    'debito',
    'mora',
    'ritardo pagamento',
  ],
  worksOffline: true,
  loadPage: () => import('./LegalInterestCalculatorPage'),
};
