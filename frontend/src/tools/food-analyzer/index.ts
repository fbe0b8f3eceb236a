import type { ToolDefinition } from '../types';

export const foodAnalyzer: ToolDefinition = {
  id: 'food-analyzer',
  name: 'Analizzatore di cibo',
  description: "Carica la foto di un piatto: l'intelligenza artificiale stima ingredienti, calorie e macronutrienti.",
  category: 'Salute & Benessere',
  icon: 'apple',
  keywords: ['cibo', 'foto', 'piatto', 'calorie', 'dieta', 'nutrizione', 'ingredienti', 'intelligenza artificiale', 'ia'],
  linkable: false,
  loadPage: () => import('./FoodAnalyzerPage'),
};
