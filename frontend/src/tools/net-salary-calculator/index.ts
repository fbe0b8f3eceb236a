import type { ToolDefinition } from '../types';

export const netSalaryCalculator: ToolDefinition = {
  id: 'net-salary-calculator',
  name: 'Stipendio netto',
  description:
    "Dalla RAL allo stipendio netto, o dal netto alla RAL: INPS, IRPEF del 2025 o del 2026, detrazioni, cuneo fiscale, trattamento integrativo e addizionali della tua regione, passo per passo con le regole citate.",
  category: 'Soldi e Lavoro',
  icon: 'wallet',
  keywords: ['stipendio', 'stipendio netto', 'busta paga', 'RAL', 'netto', 'lordo', 'lordo netto', 'netto mensile', 'IRPEF', 'cuneo fiscale', 'addizionale regionale', 'mensilità', 'retribuzione'],
  worksOffline: true,
  loadPage: () => import('./NetSalaryCalculatorPage'),
};
