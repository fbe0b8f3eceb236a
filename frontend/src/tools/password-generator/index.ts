import type { ToolDefinition } from '../types';

export const passwordGenerator: ToolDefinition = {
  id: 'password-generator',
  name: 'Generatore di password',
  description: 'Password casuali e frasi di parole italiane, con entropia e robustezza: create nel tuo browser, mai inviate.',
  category: 'Utilità',
  icon: 'key',
  keywords: ['password', 'genera password', 'passphrase', 'frase segreta', 'parola d\'ordine', 'password sicura', 'password casuale', 'chiave'],
  worksOffline: true,
  // The secret must never reach the address, so there is no link to copy.
  linkable: false,
  loadPage: () => import('./PasswordGeneratorPage'),
};
