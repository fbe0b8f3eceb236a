import type { CalculateLegalInterestRequest, CalculateLegalInterestResponse } from '@orbita/proto-types';
import { outcomeOf, type ToolOutcome } from '@orbita/proto-types/logic/refusal';
import { calculateLegalInterest as answerFor } from '@orbita/proto-types/logic/legal-interest';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const LEGAL_INTEREST_ERROR = 'Errore durante il calcolo';

export function calculateLegalInterest(request: CalculateLegalInterestRequest, signal: AbortSignal): Promise<CalculateLegalInterestResponse> {
  return apiRequest<CalculateLegalInterestResponse>('/api/calculate-legal-interest', {
    method: 'POST',
    json: request,
    signal,
    errors: { fallback: LEGAL_INTEREST_ERROR, network: CONNECTION_ERROR },
  });
}

/** The service's answer or refusal, worked out in the page by the same logic (proto-types): no round trip. */
export function legalInterestInPage(request: CalculateLegalInterestRequest): ToolOutcome<CalculateLegalInterestResponse> {
  return outcomeOf(() => answerFor(request));
}
