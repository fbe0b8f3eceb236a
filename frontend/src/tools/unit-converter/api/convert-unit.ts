import type { ConvertUnitRequest, ConvertUnitResponse } from '@orbita/proto-types';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const UNIT_ERROR = 'Errore durante la conversione';

export function convertUnit(request: ConvertUnitRequest, signal: AbortSignal): Promise<ConvertUnitResponse> {
  return apiRequest<ConvertUnitResponse>('/api/convert-unit', {
    method: 'POST',
    json: request,
    signal,
    errors: { fallback: UNIT_ERROR, network: CONNECTION_ERROR },
  });
}
