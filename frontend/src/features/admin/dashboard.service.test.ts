import type { AdminSuggestion, ContactMessage } from '@orbita/proto-types';
import { appendRows, dashboardStats, refreshLimit, serverStats, statsAfter, toChangePasswordRequest } from './dashboard.service';

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
  it("takes the server's counts, and counts the rows held only for those that did not come", () => {
    const held = [contact(false)];
    expect(serverStats({ totalContacts: 900, unreadContacts: 12 }, null, held, [suggestion('alta')])).toEqual({
      totalContacts: 900,
      unreadContacts: 12,
      totalSuggestions: 1,
      highPrioritySuggestions: 1,
    });
  });

  it("follows the admin's own changes on the cards", () => {
    const stats = { totalContacts: 10, unreadContacts: 3, totalSuggestions: 5, highPrioritySuggestions: 2 };
    expect(statsAfter(stats, { read: contact(false) })).toMatchObject({ unreadContacts: 2, totalContacts: 10 });
    expect(statsAfter(stats, { read: contact(true) })).toEqual(stats);
    expect(statsAfter(stats, { deletedContact: contact(false) })).toMatchObject({ totalContacts: 9, unreadContacts: 2 });
    expect(statsAfter(stats, { deletedContact: contact(true) })).toMatchObject({ totalContacts: 9, unreadContacts: 3 });
    expect(statsAfter(stats, { deletedSuggestion: suggestion('alta') })).toMatchObject({ totalSuggestions: 4, highPrioritySuggestions: 1 });
    expect(statsAfter(stats, { deletedSuggestion: suggestion('bassa') })).toMatchObject({ totalSuggestions: 4, highPrioritySuggestions: 2 });
  });

  it('refreshes as many rows as the admin holds, at most one largest page', () => {
    expect(refreshLimit(0)).toBeUndefined();
    expect(refreshLimit(30)).toBeUndefined();
    expect(refreshLimit(60)).toBe(60);
    expect(refreshLimit(500)).toBe(100);
  });

  it('appends a page without a row twice', () => {
    const [a, b, c] = [contact(true), contact(true), contact(true)];
    expect(appendRows([a!, b!], [b!, c!])).toEqual([a, b, c]);
  });

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
