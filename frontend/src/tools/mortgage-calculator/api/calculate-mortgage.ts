import type { CalculateMortgageRequest, CalculateMortgageResponse } from '@orbita/proto-types';
import { outcomeOf, type ToolOutcome } from '@orbita/proto-types/logic/refusal';
import { calculateMortgage as mortgageFor } from '@orbita/proto-types/logic/mortgage';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const MORTGAGE_ERROR = 'Errore durante il calcolo';

export function calculateMortgage(request: CalculateMortgageRequest, signal: AbortSignal): Promise<CalculateMortgageResponse> {
  return apiRequest<CalculateMortgageResponse>('/api/calculate-mortgage', {
    method: 'POST',
    json: request,
    signal,
    errors: { fallback: MORTGAGE_ERROR, network: CONNECTION_ERROR },
  });
}

/** The service's answer or refusal, worked out in the page by the same logic (proto-types): no round trip. */
export function mortgageInPage(request: CalculateMortgageRequest): ToolOutcome<CalculateMortgageResponse> {
  return outcomeOf(() => mortgageFor(request));
}
