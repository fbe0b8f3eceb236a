import { adminAction } from './admin-action';

export function approveSuggestion(id: string, token: string): Promise<unknown> {
  return adminAction('PUT', `/api/admin/suggestions/${encodeURIComponent(id)}/approve`, token);
}
