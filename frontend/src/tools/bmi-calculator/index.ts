import type { ToolDefinition } from '../types';

export const bmiCalculator: ToolDefinition = {
  id: 'bmi-calculator',
  name: 'Calcolatore BMI',
  description: "Calcola l'indice di massa corporea da altezza e peso e scopri in quale fascia rientri.",
  category: 'Salute & Benessere',
  icon: 'gauge',
  inFooter: true,
  keywords: ['massa corporea', 'indice di massa corporea', 'imc', 'peso', 'altezza', 'peso forma', 'dieta', 'obesità', 'salute'],
  worksOffline: true,
  loadPage: () => import('./BmiCalculatorPage'),
};
