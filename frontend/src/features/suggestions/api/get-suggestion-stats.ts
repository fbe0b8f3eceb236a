import type { SuggestionStats } from '@orbita/proto-types';
import { apiRequest, CONNECTION_ERROR_SHORT } from '../../../lib/api-client';
import { LIST_ERROR } from './get-suggestions';

/** The modal's figures and the count of every category, exact, from the server. */
export function getSuggestionStats(signal: AbortSignal): Promise<SuggestionStats> {
  return apiRequest<SuggestionStats>('/api/suggestions/stats', {
    signal,
    errors: { fallback: LIST_ERROR, network: CONNECTION_ERROR_SHORT },
  });
}
