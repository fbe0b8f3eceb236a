import type { NumberConversionRequest, NumberConversionResponse } from '@orbita/proto-types';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const NUMBER_ERROR = 'Errore durante la conversione';

export function convertNumber(request: NumberConversionRequest, signal: AbortSignal): Promise<NumberConversionResponse> {
  return apiRequest<NumberConversionResponse>('/api/convert-number', {
    method: 'POST',
    json: request,
    signal,
    errors: { fallback: NUMBER_ERROR, network: CONNECTION_ERROR },
  });
}
