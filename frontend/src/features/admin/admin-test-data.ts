import type { AdminSuggestion, ContactMessage } from '@orbita/proto-types';

export const TOKEN = 'token-valido';

export const CONTACTS: ContactMessage[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Giulia Rossi',
    email: 'giulia@example.com',
    subject: 'Complimenti',
    message: 'Sito bellissimo!',
    createdAt: '2025-01-15T10:00:00.000Z',
    read: false,
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    name: 'Marco Bianchi',
    email: 'marco@example.com',
    message: 'Il convertitore di valute è utilissimo.',
    createdAt: '2025-01-14T09:00:00.000Z',
    read: true,
  },
];

export const ADMIN_SUGGESTIONS: AdminSuggestion[] = [
  {
    id: '33333333-3333-4333-8333-333333333333',
    toolName: 'Meteo',
    priority: 'alta',
    category: 'Vita Quotidiana',
    description: 'Previsioni del tempo per la mia città',
    votes: 7,
    email: 'luca@example.com',
    createdAt: '2025-01-13T08:00:00.000Z',
    status: 'pending',
  },
];

export function signIn(username = 'amministratrice'): void {
  localStorage.setItem('adminToken', TOKEN);
  localStorage.setItem('adminUser', username);
}
