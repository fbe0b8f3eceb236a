import type { ToolDefinition } from '../types';

export const singleAllowance: ToolDefinition = {
  id: 'single-allowance',
  name: 'Assegno unico e universale',
  description: "Quanto spetta al mese di assegno unico per i figli: per ISEE, età, disabilità e maggiorazioni, con gli importi INPS 2025 e 2026.",
  category: 'Soldi e Lavoro',
  icon: 'family',
  keywords: ['assegno unico', 'assegno figli', 'inps figli', 'auu', 'assegno unico universale', 'figli a carico', 'isee', 'maggiorazioni', 'bonus figli'],
  worksOffline: true,
  loadPage: () => import('./SingleAllowancePage'),
};
