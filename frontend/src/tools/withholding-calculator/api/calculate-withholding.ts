import type { CalculateWithholdingRequest, CalculateWithholdingResponse } from '@orbita/proto-types';
import { outcomeOf, type ToolOutcome } from '@orbita/proto-types/logic/refusal';
import { calculateWithholding as answerFor } from '@orbita/proto-types/logic/withholding';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const WITHHOLDING_ERROR = 'Errore durante il calcolo';

export function calculateWithholding(request: CalculateWithholdingRequest, signal: AbortSignal): Promise<CalculateWithholdingResponse> {
  return apiRequest<CalculateWithholdingResponse>('/api/calculate-withholding', {
    method: 'POST',
    json: request,
    signal,
    errors: { fallback: WITHHOLDING_ERROR, network: CONNECTION_ERROR },
  });
}

/** The service's answer or refusal, worked out in the page by the same logic (proto-types): no round trip. */
export function withholdingInPage(request: CalculateWithholdingRequest): ToolOutcome<CalculateWithholdingResponse> {
  return outcomeOf(() => answerFor(request));
}
