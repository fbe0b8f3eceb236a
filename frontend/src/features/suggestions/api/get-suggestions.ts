import type { PublicSuggestion } from '@orbita/proto-types';
import type { SuggestionCategory } from '@orbita/proto-types/enums';
import { apiPage, CONNECTION_ERROR_SHORT, type ApiPage } from '../../../lib/api-client';

export const LIST_ERROR = 'Errore nel caricamento dei suggerimenti';

/** The address of the list's first page, of every category or of one. */
export function firstPagePath(category: SuggestionCategory | null): string {
  return category === null ? '/api/suggestions' : `/api/suggestions?category=${encodeURIComponent(category)}`;
}

/**
 * One page of the suggestions, most votes first: `path` is the first page's address or the one the
 * previous page named as next.
 */
export function getSuggestionsPage(path: string, signal: AbortSignal): Promise<ApiPage<PublicSuggestion>> {
  return apiPage<PublicSuggestion>(path, {
    signal,
    errors: { fallback: LIST_ERROR, network: CONNECTION_ERROR_SHORT },
  });
}
