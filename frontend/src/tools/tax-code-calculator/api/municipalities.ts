import type { MunicipalitiesResponse } from '@orbita/proto-types';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';
import type { PlaceSearch } from '../tax-code-calculator.service';

export const MUNICIPALITIES_ERROR = 'Errore nella ricerca dei comuni';

/** Up to 20 comuni or foreign states whose name starts with `q` (at least 2 letters), those of `date` when given. */
export function searchMunicipalities({ q, date }: PlaceSearch, signal: AbortSignal): Promise<MunicipalitiesResponse> {
  const query = new URLSearchParams(date ? { q, date } : { q });
  return apiRequest<MunicipalitiesResponse>(`/api/municipalities?${query.toString()}`, {
    signal,
    errors: { fallback: MUNICIPALITIES_ERROR, network: CONNECTION_ERROR },
  });
}
