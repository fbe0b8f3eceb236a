import type { AdminSuggestion, AdminSuggestionStats } from '@orbita/proto-types';
import type { ApiPage } from '../../../lib/api-client';
import { firstPagePath, loadFigures, loadPage, type ListRequest } from './admin-list';

/** Newest first; `path` is the next page's address when given. */
export function listAdminSuggestions(
  token: string,
  signal: AbortSignal,
  request: ListRequest | { path: string },
): Promise<ApiPage<AdminSuggestion>> {
  const path = 'path' in request ? request.path : firstPagePath('/api/admin/suggestions', request);
  return loadPage<AdminSuggestion>(path, token, signal);
}

export function getAdminSuggestionStats(token: string, signal: AbortSignal): Promise<AdminSuggestionStats | null> {
  return loadFigures<AdminSuggestionStats>('/api/admin/suggestions/stats', token, signal);
}
