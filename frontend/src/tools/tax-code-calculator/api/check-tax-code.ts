import type { CheckTaxCodeRequest, CheckTaxCodeResponse } from '@orbita/proto-types';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const CHECK_TAX_CODE_ERROR = 'Errore durante la verifica';

export function checkTaxCode(request: CheckTaxCodeRequest, signal: AbortSignal): Promise<CheckTaxCodeResponse> {
  return apiRequest<CheckTaxCodeResponse>('/api/check-tax-code', {
    method: 'POST',
    json: request,
    signal,
    errors: { fallback: CHECK_TAX_CODE_ERROR, network: CONNECTION_ERROR },
  });
}
