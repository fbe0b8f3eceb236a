import type { CalculateLatePaymentRequest, CalculateLatePaymentResponse } from '@orbita/proto-types';
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
