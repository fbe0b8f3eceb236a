import type { CheckVatNumberRequest, CheckVatNumberResponse } from '@orbita/proto-types';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const VAT_NUMBER_ERROR = 'Errore durante la verifica';

export function checkVatNumber(request: CheckVatNumberRequest, signal: AbortSignal): Promise<CheckVatNumberResponse> {
  return apiRequest<CheckVatNumberResponse>('/api/check-vat-number', {
    method: 'POST',
    json: request,
    signal,
    errors: { fallback: VAT_NUMBER_ERROR, network: CONNECTION_ERROR },
  });
}
