import type { CurrencyRequest, CurrencyResponse } from '@orbita/proto-types';
import { apiRequest } from '../../lib/api-client';

export function convertCurrency(request: CurrencyRequest): Promise<CurrencyResponse> {
  return apiRequest<CurrencyResponse>('/api/convert-currency', {
    method: 'POST',
    json: request,
    errors: { fallback: 'Errore durante la conversione', network: 'Errore di connessione. Riprova.' },
  });
}
