import type { CountWorkingDaysRequest, CountWorkingDaysResponse } from '@orbita/proto-types';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const WORKDAYS_ERROR = 'Errore durante il calcolo';

export function countWorkingDays(request: CountWorkingDaysRequest, signal: AbortSignal): Promise<CountWorkingDaysResponse> {
  return apiRequest<CountWorkingDaysResponse>('/api/count-working-days', {
    method: 'POST',
    json: request,
    signal,
    errors: { fallback: WORKDAYS_ERROR, network: CONNECTION_ERROR },
  });
}
