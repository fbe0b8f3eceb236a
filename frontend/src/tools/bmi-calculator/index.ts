import type { ToolDefinition } from '../types';

export const bmiCalculator: ToolDefinition = {
  id: 'bmi-calculator',
  name: 'Calcolatore BMI',
  description: "Calcola l'indice di massa corporea da altezza e peso e scopri in quale fascia rientri.",
  category: 'Salute & Benessere',
  icon: 'gauge',
  inFooter: true,
  loadPage: () => import('./BmiCalculatorPage'),
};
