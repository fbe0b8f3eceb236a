import type { MunicipalitiesResponse } from '@orbita/proto-types';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const MUNICIPALITIES_ERROR = 'Errore nella ricerca dei comuni';

/** Up to 20 comuni or foreign states whose name starts with `q` (at least 2 letters). */
export function searchMunicipalities(q: string, signal: AbortSignal): Promise<MunicipalitiesResponse> {
  return apiRequest<MunicipalitiesResponse>(`/api/municipalities?q=${encodeURIComponent(q)}`, {
    signal,
    errors: { fallback: MUNICIPALITIES_ERROR, network: CONNECTION_ERROR },
  });
}
