import { adminAction } from './admin-action';

export function markContactRead(id: string, token: string): Promise<unknown> {
  return adminAction('PUT', `/api/admin/contacts/${encodeURIComponent(id)}/read`, token);
}
