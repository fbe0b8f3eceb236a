import type { CalculateMortgageRequest, CalculateMortgageResponse } from '@orbita/proto-types';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const MORTGAGE_ERROR = 'Errore durante il calcolo';

export function calculateMortgage(request: CalculateMortgageRequest, signal: AbortSignal): Promise<CalculateMortgageResponse> {
  return apiRequest<CalculateMortgageResponse>('/api/calculate-mortgage', {
    method: 'POST',
    json: request,
    signal,
    errors: { fallback: MORTGAGE_ERROR, network: CONNECTION_ERROR },
  });
}
