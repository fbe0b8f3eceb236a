import type { CalculateFlatTaxRequest, CalculateFlatTaxResponse } from '@orbita/proto-types';
import { outcomeOf, type ToolOutcome } from '@orbita/proto-types/logic/refusal';
import { calculateFlatTax as answerFor } from '@orbita/proto-types/logic/flat-tax';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const FLAT_TAX_ERROR = 'Errore durante il calcolo';

export function calculateFlatTax(request: CalculateFlatTaxRequest, signal: AbortSignal): Promise<CalculateFlatTaxResponse> {
  return apiRequest<CalculateFlatTaxResponse>('/api/calculate-flat-tax', {
    method: 'POST',
    json: request,
    signal,
    errors: { fallback: FLAT_TAX_ERROR, network: CONNECTION_ERROR },
  });
}

/** The service's answer or refusal, worked out in the page by the same logic (proto-types): no round trip. */
export function flatTaxInPage(request: CalculateFlatTaxRequest): ToolOutcome<CalculateFlatTaxResponse> {
  return outcomeOf(() => answerFor(request));
}
