import type { CalculateNetSalaryRequest, CalculateNetSalaryResponse } from '@orbita/proto-types';
import { calculateNetSalary as netSalaryFor } from '@orbita/proto-types/logic/net-salary';
import { InvalidNetSalaryInputError } from '../errors.js';
import { answeredBy } from '../validation/refusals.js';

/** The logic the net salary page runs too (proto-types), its refusals raised as this service's. */
export function calculateNetSalary(request: CalculateNetSalaryRequest, today = new Date()): CalculateNetSalaryResponse {
  return answeredBy(InvalidNetSalaryInputError, () => netSalaryFor(request, today));
}
