import { adminAction } from './admin-action';

export function deleteContact(id: string, token: string): Promise<unknown> {
  return adminAction('DELETE', `/api/admin/contacts/${encodeURIComponent(id)}`, token);
}
