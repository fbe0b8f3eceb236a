import type { ToolDefinition } from '../types';

export const ibanChecker: ToolDefinition = {
  id: 'iban-checker',
  name: 'Verifica IBAN',
  description: "Controlla un IBAN di qualsiasi paese, scritto a gruppi di quattro; per gli IBAN italiani mostra CIN, ABI, CAB e conto, e dice quale parte è sbagliata.",
  category: 'Soldi e Lavoro',
  icon: 'bank',
  keywords: ['iban', 'conto corrente', 'bonifico', 'abi', 'cab', 'cin', 'banca', 'coordinate bancarie', 'bban'],
  worksOffline: true,
  loadPage: () => import('./IbanCheckerPage'),
};
