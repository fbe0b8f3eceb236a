import type { CalculateLatePaymentRequest, CalculateLatePaymentResponse } from '@orbita/proto-types';
import { outcomeOf, type ToolOutcome } from '@orbita/proto-types/logic/refusal';
import { calculateLatePayment as answerFor } from '@orbita/proto-types/logic/late-payment';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const LATE_PAYMENT_ERROR = 'Errore durante il calcolo';

export function calculateLatePayment(request: CalculateLatePaymentRequest, signal: AbortSignal): Promise<CalculateLatePaymentResponse> {
  return apiRequest<CalculateLatePaymentResponse>('/api/calculate-late-payment', {
    method: 'POST',
    json: request,
    signal,
    errors: { fallback: LATE_PAYMENT_ERROR, network: CONNECTION_ERROR },
  });
}

/** The service's answer or refusal, worked out in the page by the same logic (proto-types): no round trip. */
export function latePaymentInPage(request: CalculateLatePaymentRequest): ToolOutcome<CalculateLatePaymentResponse> {
  return outcomeOf(() => answerFor(request));
}
