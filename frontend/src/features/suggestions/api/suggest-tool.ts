import type { Suggestion, SuggestToolRequest } from '@orbita/proto-types';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const SUGGEST_ERROR = "Errore durante l'invio del suggerimento";

export function suggestTool(request: SuggestToolRequest): Promise<Suggestion> {
  return apiRequest<Suggestion>('/api/suggest-tool', {
    method: 'POST',
    json: request,
    errors: { fallback: SUGGEST_ERROR, network: CONNECTION_ERROR },
  });
}
