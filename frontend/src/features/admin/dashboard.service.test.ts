import type { AdminSuggestion, ContactMessage } from '@orbita/proto-types';
import { dashboardStats, toChangePasswordRequest } from './dashboard.service';

const contact = (read: boolean): ContactMessage => ({
  id: String(Math.random()),
  name: 'Ada',
  email: 'ada@example.com',
  message: 'Ciao',
  createdAt: '2025-01-15T10:00:00Z',
  read,
});

const suggestion = (priority: AdminSuggestion['priority']): AdminSuggestion => ({
  id: String(Math.random()),
  toolName: 'Meteo',
  priority,
  category: 'Generale',
  description: 'Previsioni',
  votes: 0,
  createdAt: '2025-01-15T10:00:00Z',
  status: 'pending',
});

describe('dashboard', () => {
  it('counts contacts, suggestions, unread contacts and high priority suggestions', () => {
    expect(dashboardStats([contact(false), contact(true), contact(false)], [suggestion('alta'), suggestion('media')])).toEqual({
      totalContacts: 3,
      totalSuggestions: 2,
      unreadContacts: 2,
      highPrioritySuggestions: 1,
    });
  });

  it('checks the change-password form in the order of the spec', () => {
    const form = { currentPassword: 'vecchia-password', newPassword: 'nuova-password', confirmPassword: 'nuova-password' };
    expect(toChangePasswordRequest({ ...form, confirmPassword: '' })).toEqual({ error: 'Tutti i campi sono obbligatori' });
    expect(toChangePasswordRequest({ ...form, newPassword: 'corta', confirmPassword: 'corta' })).toEqual({
      error: 'La nuova password deve essere di almeno 8 caratteri',
    });
    expect(toChangePasswordRequest({ ...form, confirmPassword: 'un-altra-password' })).toEqual({ error: 'Le password non coincidono' });
    expect(toChangePasswordRequest(form)).toEqual({
      request: { currentPassword: 'vecchia-password', newPassword: 'nuova-password' },
    });
  });
});
