import type { ContactMessage } from '@orbita/proto-types';
import { loadList } from './admin-list';

export function listContacts(token: string, signal: AbortSignal): Promise<ContactMessage[]> {
  return loadList<ContactMessage>('/api/admin/contacts', token, signal);
}
