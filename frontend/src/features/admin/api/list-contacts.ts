import type { AdminContactStats, ContactMessage } from '@orbita/proto-types';
import type { ApiPage } from '../../../lib/api-client';
import { firstPagePath, loadFigures, loadPage, type ListRequest } from './admin-list';

/** Unread first, then newest; `path` is the next page's address when given. */
export function listContacts(token: string, signal: AbortSignal, request: ListRequest | { path: string }): Promise<ApiPage<ContactMessage>> {
  const path = 'path' in request ? request.path : firstPagePath('/api/admin/contacts', request);
  return loadPage<ContactMessage>(path, token, signal);
}

export function getContactStats(token: string, signal: AbortSignal): Promise<AdminContactStats | null> {
  return loadFigures<AdminContactStats>('/api/admin/contacts/stats', token, signal);
}
