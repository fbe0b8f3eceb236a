import type { CalculateVatRequest, CalculateVatResponse } from '@orbita/proto-types';
import { calculateVat as vatFor } from '@orbita/proto-types/logic/vat';
import { InvalidVatInputError } from '../errors.js';
import { answeredBy } from '../validation/refusals.js';

/** The logic the VAT page runs too (proto-types), its refusals raised as this service's. */
export function calculateVat(request: CalculateVatRequest): CalculateVatResponse {
  return answeredBy(InvalidVatInputError, () => vatFor(request));
}
