import type { CalculateTaxCodeRequest, CalculateTaxCodeResponse, CheckTaxCodeResponse } from '@orbita/proto-types';
import { calculateTaxCode as codeOf, checkTaxCode as check } from '@orbita/proto-types/logic/tax-code';
import { AmbiguousPlaceError, InvalidTaxCodeInputError } from '../errors.js';
import { answeredBy } from '../validation/refusals.js';
import type { Municipalities } from './municipalities.js';

// The logic lives in proto-types, where the page runs it too; the service raises its refusals as its own errors.
export { namePart, surnamePart } from '@orbita/proto-types/logic/tax-code';

const REFUSALS = [InvalidTaxCodeInputError, AmbiguousPlaceError] as const;

export function calculateTaxCode(municipalities: Municipalities, request: CalculateTaxCodeRequest): CalculateTaxCodeResponse {
  return answeredBy(REFUSALS, () => codeOf(municipalities, request));
}

export function checkTaxCode(municipalities: Municipalities, input: string, today = new Date()): CheckTaxCodeResponse {
  return answeredBy(REFUSALS, () => check(municipalities, input, today));
}
