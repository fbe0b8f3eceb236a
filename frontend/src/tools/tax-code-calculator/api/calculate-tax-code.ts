import type { CalculateTaxCodeRequest, CalculateTaxCodeResponse } from '@orbita/proto-types';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const TAX_CODE_ERROR = 'Errore durante il calcolo';

export function calculateTaxCode(request: CalculateTaxCodeRequest, signal: AbortSignal): Promise<CalculateTaxCodeResponse> {
  return apiRequest<CalculateTaxCodeResponse>('/api/calculate-tax-code', {
    method: 'POST',
    json: request,
    signal,
    errors: { fallback: TAX_CODE_ERROR, network: CONNECTION_ERROR },
  });
}
