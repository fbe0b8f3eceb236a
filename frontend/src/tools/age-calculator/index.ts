import type { ToolDefinition } from '../types';

export const ageCalculator: ToolDefinition = {
  id: 'age-calculator',
  name: 'Calcolatore età',
  description: "L'età esatta in anni, mesi e giorni a una data qualsiasi, i giorni vissuti e il prossimo compleanno con il giorno della settimana.",
  category: 'Date e Tempo',
  icon: 'cake',
  keywords: ['età', 'anni', 'compleanno', 'quanti anni ho', 'data di nascita', 'giorni vissuti', 'nato il', 'anniversario'],
  worksOffline: true,
  loadPage: () => import('./AgeCalculatorPage'),
};
