import type { CalculateWithholdingRequest, CalculateWithholdingResponse } from '@orbita/proto-types';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const WITHHOLDING_ERROR = 'Errore durante il calcolo';

export function calculateWithholding(request: CalculateWithholdingRequest, signal: AbortSignal): Promise<CalculateWithholdingResponse> {
  return apiRequest<CalculateWithholdingResponse>('/api/calculate-withholding', {
    method: 'POST',
    json: request,
    signal,
    errors: { fallback: WITHHOLDING_ERROR, network: CONNECTION_ERROR },
  });
}
