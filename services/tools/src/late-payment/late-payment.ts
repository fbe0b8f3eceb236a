import type { CalculateLatePaymentRequest, CalculateLatePaymentResponse } from '@orbita/proto-types';
import { calculateLatePayment as latePaymentFor } from '@orbita/proto-types/logic/late-payment';
import { InvalidLatePaymentInputError } from '../errors.js';
import { answeredBy } from '../validation/refusals.js';

/** The logic the ravvedimento page runs too (proto-types), its refusals raised as this service's. */
export function calculateLatePayment(request: CalculateLatePaymentRequest): CalculateLatePaymentResponse {
  return answeredBy(InvalidLatePaymentInputError, () => latePaymentFor(request));
}
