import type { CurrencyRequest, CurrencyResponse } from '@orbita/proto-types';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const CURRENCY_ERROR = 'Errore durante la conversione';

export function convertCurrency(request: CurrencyRequest, signal?: AbortSignal): Promise<CurrencyResponse> {
  return apiRequest<CurrencyResponse>('/api/convert-currency', {
    method: 'POST',
    json: request,
    signal,
    errors: { fallback: CURRENCY_ERROR, network: CONNECTION_ERROR },
  });
}
