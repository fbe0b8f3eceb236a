import type { ConvertUnitRequest, ConvertUnitResponse } from '@orbita/proto-types';
import { convertUnit as unitFor } from '@orbita/proto-types/logic/unit';
import { InvalidUnitInputError } from '../errors.js';
import { answeredBy } from '../validation/refusals.js';

/** The logic the unit page runs too (proto-types), its refusals raised as this service's. */
export function convertUnit(request: ConvertUnitRequest): ConvertUnitResponse {
  return answeredBy(InvalidUnitInputError, () => unitFor(request));
}
