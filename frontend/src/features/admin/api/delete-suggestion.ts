import { adminAction } from './admin-action';

export function deleteSuggestion(id: string, token: string): Promise<unknown> {
  return adminAction('DELETE', `/api/admin/suggestions/${encodeURIComponent(id)}`, token);
}
