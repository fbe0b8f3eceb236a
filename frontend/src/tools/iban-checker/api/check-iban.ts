import type { CheckIbanRequest, CheckIbanResponse } from '@orbita/proto-types';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const IBAN_ERROR = 'Errore durante la verifica';

export function checkIban(request: CheckIbanRequest, signal: AbortSignal): Promise<CheckIbanResponse> {
  return apiRequest<CheckIbanResponse>('/api/check-iban', {
    method: 'POST',
    json: request,
    signal,
    errors: { fallback: IBAN_ERROR, network: CONNECTION_ERROR },
  });
}
