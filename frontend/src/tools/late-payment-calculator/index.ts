import type { ToolDefinition } from '../types';

export const latePaymentCalculator: ToolDefinition = {
  id: 'late-payment-calculator',
  name: 'Ravvedimento operoso',
  description:
    "Sanzione ridotta, interessi legali e totale per un'imposta pagata in ritardo, con le regole in vigore alla scadenza (d.lgs. 87/2024 dal 1° settembre 2024) e i codici tributo F24.",
  category: 'Soldi e Lavoro',
  icon: 'alert',
  keywords: [
    'ravvedimento',
    'ravvedimento operoso',
    'ravvedimento sprint',
    'sanzione',
    'sanzioni',
    'tardivo versamento',
    'omesso versamento',
    'ritardo',
    'f24',
    '8901',
    '1989',
    'imu',
    'irpef',
    'multa',
    'interessi',
  ],
  worksOffline: true,
  loadPage: () => import('./LatePaymentCalculatorPage'),
};
