import type { CalculateMortgageRequest, CalculateMortgageResponse } from '@orbita/proto-types';
import { calculateMortgage as mortgageFor } from '@orbita/proto-types/logic/mortgage';
import { InvalidMortgageInputError } from '../errors.js';
import { answeredBy } from '../validation/refusals.js';

export { addMonths } from '@orbita/proto-types/logic/mortgage';

/** The logic the mortgage page runs too (proto-types), its refusals raised as this service's. */
export function calculateMortgage(request: CalculateMortgageRequest, today = new Date()): CalculateMortgageResponse {
  return answeredBy(InvalidMortgageInputError, () => mortgageFor(request, today));
}
