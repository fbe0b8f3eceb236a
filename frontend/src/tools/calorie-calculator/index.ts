import type { ToolDefinition } from '../types';

export const calorieCalculator: ToolDefinition = {
  id: 'calorie-calculator',
  name: 'Calcolatore calorie',
  description: 'Stima il fabbisogno calorico giornaliero e la ripartizione dei macronutrienti per il tuo obiettivo.',
  category: 'Salute & Benessere',
  icon: 'flame',
  keywords: ['calorie', 'kcal', 'fabbisogno', 'dieta', 'peso', 'dimagrire', 'metabolismo', 'macronutrienti', 'proteine', 'nutrizione'],
  worksOffline: true,
  loadPage: () => import('./CalorieCalculatorPage'),
};
