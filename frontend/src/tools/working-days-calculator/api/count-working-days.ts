import type { CountWorkingDaysRequest, CountWorkingDaysResponse } from '@orbita/proto-types';
import { outcomeOf, type ToolOutcome } from '@orbita/proto-types/logic/refusal';
import { countWorkingDays as workingDaysFor } from '@orbita/proto-types/logic/workdays';
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

/** The service's answer or refusal, worked out in the page by the same logic (proto-types): no round trip. */
export function workingDaysInPage(request: CountWorkingDaysRequest): ToolOutcome<CountWorkingDaysResponse> {
  return outcomeOf(() => workingDaysFor(request));
}
