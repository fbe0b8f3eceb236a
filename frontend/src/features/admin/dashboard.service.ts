import type { AdminSuggestion, ChangePasswordRequest, ContactMessage } from '@orbita/proto-types';

export const AUTO_REFRESH_MS = 30_000;
export const LOAD_TIMEOUT_MS = 10_000;
export const PASSWORD_DIALOG_CLOSE_MS = 2_000;
export const MIN_PASSWORD_LENGTH = 8;

export const DELETE_CONTACT_CONFIRM = 'Sei sicuro di voler eliminare questo contatto?';
export const DELETE_SUGGESTION_CONFIRM = 'Sei sicuro di voler eliminare questo suggerimento?';

export interface DashboardStats {
  totalContacts: number;
  totalSuggestions: number;
  unreadContacts: number;
  highPrioritySuggestions: number;
}

export function dashboardStats(contacts: readonly ContactMessage[], suggestions: readonly AdminSuggestion[]): DashboardStats {
  return {
    totalContacts: contacts.length,
    totalSuggestions: suggestions.length,
    unreadContacts: contacts.filter((contact) => !contact.read).length,
    highPrioritySuggestions: suggestions.filter((suggestion) => suggestion.priority === 'alta').length,
  };
}

export interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function toChangePasswordRequest(form: PasswordForm): { request: ChangePasswordRequest } | { error: string } {
  if (!form.currentPassword || !form.newPassword || !form.confirmPassword) return { error: 'Tutti i campi sono obbligatori' };
  if (form.newPassword.length < MIN_PASSWORD_LENGTH) return { error: 'La nuova password deve essere di almeno 8 caratteri' };
  if (form.newPassword !== form.confirmPassword) return { error: 'Le password non coincidono' };
  return { request: { currentPassword: form.currentPassword, newPassword: form.newPassword } };
}
