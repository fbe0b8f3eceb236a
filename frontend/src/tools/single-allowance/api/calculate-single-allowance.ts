import type { CalculateSingleAllowanceRequest, CalculateSingleAllowanceResponse } from '@orbita/proto-types';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const SINGLEALLOWANCE_ERROR = 'Errore durante il calcolo';

export function calculateSingleAllowance(request: CalculateSingleAllowanceRequest, signal: AbortSignal): Promise<CalculateSingleAllowanceResponse> {
  return apiRequest<CalculateSingleAllowanceResponse>('/api/calculate-single-allowance', {
    method: 'POST',
    json: request,
    signal,
    errors: { fallback: SINGLEALLOWANCE_ERROR, network: CONNECTION_ERROR },
  });
}
