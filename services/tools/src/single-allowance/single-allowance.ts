import type { CalculateSingleAllowanceRequest, CalculateSingleAllowanceResponse } from '@orbita/proto-types';
import { calculateSingleAllowanceOrError } from '@orbita/proto-types/single-allowance';
import { InvalidSingleAllowanceInputError } from '../errors.js';

/** The monthly assegno unico, by the logic the page runs too; a rule the schema cannot say (a year not held, a date) is a 400. */
export function calculateSingleAllowance(request: CalculateSingleAllowanceRequest): CalculateSingleAllowanceResponse {
  const outcome = calculateSingleAllowanceOrError(request);
  if ('error' in outcome) throw new InvalidSingleAllowanceInputError(outcome.error);
  return outcome.result;
}
