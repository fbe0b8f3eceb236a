import type { ToolDefinition } from '../types';

export const wordCounter: ToolDefinition = {
  id: 'word-counter',
  name: 'Conta parole e caratteri',
  description: 'Parole, caratteri con e senza spazi, frasi, paragrafi, tempo di lettura e quanti SMS servono, mentre scrivi.',
  category: 'Utilità',
  icon: 'list',
  keywords: ['conta parole', 'conta caratteri', 'caratteri', 'parole', 'sms', 'lunghezza testo', 'tempo di lettura', 'frasi'],
  worksOffline: true,
  linkable: false,
  loadPage: () => import('./WordCounterPage'),
};
