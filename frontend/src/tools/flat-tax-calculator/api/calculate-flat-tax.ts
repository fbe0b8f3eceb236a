import type { CalculateFlatTaxRequest, CalculateFlatTaxResponse } from '@orbita/proto-types';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const FLAT_TAX_ERROR = 'Errore durante il calcolo';

export function calculateFlatTax(request: CalculateFlatTaxRequest, signal: AbortSignal): Promise<CalculateFlatTaxResponse> {
  return apiRequest<CalculateFlatTaxResponse>('/api/calculate-flat-tax', {
    method: 'POST',
    json: request,
    signal,
    errors: { fallback: FLAT_TAX_ERROR, network: CONNECTION_ERROR },
  });
}
