import type { CountWorkingDaysRequest, CountWorkingDaysResponse } from '@orbita/proto-types';
import { countWorkingDays as workingDaysFor } from '@orbita/proto-types/logic/workdays';
import { InvalidWorkingDaysInputError } from '../errors.js';
import { answeredBy } from '../validation/refusals.js';

/** The logic the working-days page runs too (proto-types), its refusals raised as this service's. */
export function countWorkingDays(request: CountWorkingDaysRequest): CountWorkingDaysResponse {
  return answeredBy(InvalidWorkingDaysInputError, () => workingDaysFor(request));
}
