import type { AdminContactStats, AdminSuggestion, AdminSuggestionStats, ChangePasswordRequest, ContactMessage } from '@orbita/proto-types';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@orbita/proto-types/enums';

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

/**
 * The four cards from the server's exact counts; where a count did not come, what the dashboard holds
 * is counted instead (the figures of spec §3).
 */
export function serverStats(
  contactStats: AdminContactStats | null,
  suggestionStats: AdminSuggestionStats | null,
  contacts: readonly ContactMessage[],
  suggestions: readonly AdminSuggestion[],
): DashboardStats {
  const held = dashboardStats(contacts, suggestions);
  return {
    totalContacts: contactStats?.totalContacts ?? held.totalContacts,
    unreadContacts: contactStats?.unreadContacts ?? held.unreadContacts,
    totalSuggestions: suggestionStats?.totalSuggestions ?? held.totalSuggestions,
    highPrioritySuggestions: suggestionStats?.highPrioritySuggestions ?? held.highPrioritySuggestions,
  };
}

/** The cards after the admin's own change, without asking the server again. */
export function statsAfter(
  stats: DashboardStats,
  change: { read: ContactMessage } | { deletedContact: ContactMessage } | { deletedSuggestion: AdminSuggestion },
): DashboardStats {
  if ('read' in change) return change.read.read ? stats : { ...stats, unreadContacts: Math.max(0, stats.unreadContacts - 1) };
  if ('deletedContact' in change) {
    return {
      ...stats,
      totalContacts: Math.max(0, stats.totalContacts - 1),
      unreadContacts: change.deletedContact.read ? stats.unreadContacts : Math.max(0, stats.unreadContacts - 1),
    };
  }
  return {
    ...stats,
    totalSuggestions: Math.max(0, stats.totalSuggestions - 1),
    highPrioritySuggestions:
      change.deletedSuggestion.priority === 'alta' ? Math.max(0, stats.highPrioritySuggestions - 1) : stats.highPrioritySuggestions,
  };
}

/**
 * How many rows a refresh asks for: as many as the admin has scrolled through (so the list does not
 * shrink under the reader), at most one largest page; the server's default page otherwise.
 */
export function refreshLimit(held: number): number | undefined {
  return held > PAGE_SIZE_DEFAULT ? Math.min(held, PAGE_SIZE_MAX) : undefined;
}

/** A next page appended to the rows held; a row already held (moved since) is not shown twice. */
export function appendRows<T extends { id: string }>(held: readonly T[], page: readonly T[]): T[] {
  const ids = new Set(held.map((row) => row.id));
  return [...held, ...page.filter((row) => !ids.has(row.id))];
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
