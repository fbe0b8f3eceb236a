import type { ToolDefinition } from '../types';

export const dateCalculator: ToolDefinition = {
  id: 'date-calculator',
  name: 'Calcolatore di date',
  description: 'Giorni tra due date, anche in anni, mesi e giorni, e la data dopo N giorni, settimane, mesi o anni, con le scadenze di fine mese del codice civile.',
  category: 'Date e Tempo',
  icon: 'clock',
  keywords: ['date', 'giorni tra due date', 'differenza date', 'quanti giorni', 'scadenza', 'aggiungi giorni', 'settimana', 'giorno della settimana', 'calendario'],
  worksOffline: true,
  loadPage: () => import('./DateCalculatorPage'),
};
