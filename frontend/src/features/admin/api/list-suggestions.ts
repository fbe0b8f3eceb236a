import type { AdminSuggestion } from '@orbita/proto-types';
import { loadList } from './admin-list';

export function listAdminSuggestions(token: string, signal: AbortSignal): Promise<AdminSuggestion[]> {
  return loadList<AdminSuggestion>('/api/admin/suggestions', token, signal);
}
