import type { VoteResponse } from '@orbita/proto-types';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export function voteSuggestion(id: string): Promise<VoteResponse> {
  return apiRequest<VoteResponse>(`/api/suggestions/${encodeURIComponent(id)}/vote`, {
    method: 'POST',
    // A vote is JSON like every other change: a page of another site cannot send it.
    json: {},
    errors: { fallback: 'Voto non registrato', network: CONNECTION_ERROR },
  });
}
