import type { CheckVatNumberRequest, CheckVatNumberResponse } from '@orbita/proto-types';
import { outcomeOf, type ToolOutcome } from '@orbita/proto-types/logic/refusal';
import { checkVatNumber as answerFor } from '@orbita/proto-types/logic/vat-number';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const VAT_NUMBER_ERROR = 'Errore durante la verifica';

export function checkVatNumber(request: CheckVatNumberRequest, signal: AbortSignal): Promise<CheckVatNumberResponse> {
  return apiRequest<CheckVatNumberResponse>('/api/check-vat-number', {
    method: 'POST',
    json: request,
    signal,
    errors: { fallback: VAT_NUMBER_ERROR, network: CONNECTION_ERROR },
  });
}

/** The service's answer or refusal, worked out in the page by the same logic (proto-types): no round trip. */
export function vatNumberInPage(request: CheckVatNumberRequest): ToolOutcome<CheckVatNumberResponse> {
  return outcomeOf(() => answerFor(request));
}
