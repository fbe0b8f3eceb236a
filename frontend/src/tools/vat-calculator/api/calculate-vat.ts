import type { CalculateVatRequest, CalculateVatResponse } from '@orbita/proto-types';
import { outcomeOf, type ToolOutcome } from '@orbita/proto-types/logic/refusal';
import { calculateVat as vatFor } from '@orbita/proto-types/logic/vat';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const VAT_ERROR = 'Errore durante il calcolo';

export function calculateVat(request: CalculateVatRequest, signal: AbortSignal): Promise<CalculateVatResponse> {
  return apiRequest<CalculateVatResponse>('/api/calculate-vat', {
    method: 'POST',
    json: request,
    signal,
    errors: { fallback: VAT_ERROR, network: CONNECTION_ERROR },
  });
}

/** The service's answer or refusal, worked out in the page by the same logic (proto-types): no round trip. */
export function vatInPage(request: CalculateVatRequest): ToolOutcome<CalculateVatResponse> {
  return outcomeOf(() => vatFor(request));
}
