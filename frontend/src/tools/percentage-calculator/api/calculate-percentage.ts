import type { CalculatePercentageRequest, CalculatePercentageResponse } from '@orbita/proto-types';
import { calculatePercentage as percentageFor } from '@orbita/proto-types/logic/percentage';
import { outcomeOf, type ToolOutcome } from '@orbita/proto-types/logic/refusal';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const PERCENTAGE_ERROR = 'Errore durante il calcolo';

export function calculatePercentage(request: CalculatePercentageRequest, signal: AbortSignal): Promise<CalculatePercentageResponse> {
  return apiRequest<CalculatePercentageResponse>('/api/calculate-percentage', {
    method: 'POST',
    json: request,
    signal,
    errors: { fallback: PERCENTAGE_ERROR, network: CONNECTION_ERROR },
  });
}

/** The service's answer or refusal, worked out in the page by the same logic (proto-types): no round trip. */
export function percentageInPage(request: CalculatePercentageRequest): ToolOutcome<CalculatePercentageResponse> {
  return outcomeOf(() => percentageFor(request));
}
