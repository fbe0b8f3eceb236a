import type { CalculateVatRequest, CalculateVatResponse } from '@orbita/proto-types';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const VAT_ERROR = 'Errore durante il calcolo';

export function calculateVat(request: CalculateVatRequest, signal: AbortSignal): Promise<CalculateVatResponse> {
  return apiRequest<CalculateVatResponse>('/api/calculate-vat', {
    method: 'POST',
    json: request,
    signal,
    errors: { fallback: VAT_ERROR, network: CONNECTION_ERROR },
  });
}
