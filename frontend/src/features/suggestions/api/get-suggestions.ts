import type { SuggestionList } from '@orbita/proto-types';
import { apiRequest, CONNECTION_ERROR_SHORT } from '../../../lib/api-client';

export const LIST_ERROR = 'Errore nel caricamento dei suggerimenti';

export function getSuggestions(signal: AbortSignal): Promise<SuggestionList> {
  return apiRequest<SuggestionList>('/api/suggestions', {
    signal,
    errors: { fallback: LIST_ERROR, network: CONNECTION_ERROR_SHORT },
  });
}
