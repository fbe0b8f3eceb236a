import type { CalculateLegalInterestRequest, CalculateLegalInterestResponse } from '@orbita/proto-types';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const LEGAL_INTEREST_ERROR = 'Errore durante il calcolo';

export function calculateLegalInterest(request: CalculateLegalInterestRequest, signal: AbortSignal): Promise<CalculateLegalInterestResponse> {
  return apiRequest<CalculateLegalInterestResponse>('/api/calculate-legal-interest', {
    method: 'POST',
    json: request,
    signal,
    errors: { fallback: LEGAL_INTEREST_ERROR, network: CONNECTION_ERROR },
  });
}
