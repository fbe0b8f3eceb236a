import type { CalculatePercentageRequest, CalculatePercentageResponse } from '@orbita/proto-types';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const PERCENTAGE_ERROR = 'Errore durante il calcolo';

export function calculatePercentage(request: CalculatePercentageRequest, signal: AbortSignal): Promise<CalculatePercentageResponse> {
  return apiRequest<CalculatePercentageResponse>('/api/calculate-percentage', {
    method: 'POST',
    json: request,
    signal,
    errors: { fallback: PERCENTAGE_ERROR, network: CONNECTION_ERROR },
  });
}
