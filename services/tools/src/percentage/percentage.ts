import type { CalculatePercentageRequest, CalculatePercentageResponse } from '@orbita/proto-types';
import { calculatePercentage as percentageFor } from '@orbita/proto-types/logic/percentage';
import { InvalidPercentageInputError } from '../errors.js';
import { answeredBy } from '../validation/refusals.js';

export { toCents } from '@orbita/proto-types/logic/percentage';

/** The logic the percentage page runs too (proto-types), its refusals raised as this service's. */
export function calculatePercentage(request: CalculatePercentageRequest): CalculatePercentageResponse {
  return answeredBy(InvalidPercentageInputError, () => percentageFor(request));
}
