import type { CalculateFlatTaxRequest, CalculateFlatTaxResponse } from '@orbita/proto-types';
import { calculateFlatTax as flatTaxFor } from '@orbita/proto-types/logic/flat-tax';
import { InvalidFlatTaxInputError } from '../errors.js';
import { answeredBy } from '../validation/refusals.js';

export { groupOfAteco } from '@orbita/proto-types/logic/flat-tax';

/** The logic the flat-tax page runs too (proto-types), its refusals raised as this service's. */
export function calculateFlatTax(request: CalculateFlatTaxRequest, today = new Date()): CalculateFlatTaxResponse {
  return answeredBy(InvalidFlatTaxInputError, () => flatTaxFor(request, today));
}
