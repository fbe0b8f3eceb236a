import type { CalculateLegalInterestRequest, CalculateLegalInterestResponse } from '@orbita/proto-types';
import { calculateLegalInterest as legalInterestFor } from '@orbita/proto-types/logic/legal-interest';
import { InvalidLegalInterestInputError } from '../errors.js';
import { answeredBy } from '../validation/refusals.js';

export { legalRateDay, legalRateRules, sayDate } from '@orbita/proto-types/logic/legal-interest';

/** The logic the legal-interest page runs too (proto-types), its refusals raised as this service's. */
export function calculateLegalInterest(request: CalculateLegalInterestRequest): CalculateLegalInterestResponse {
  return answeredBy(InvalidLegalInterestInputError, () => legalInterestFor(request));
}
