import type { CalculateTfrRequest, CalculateTfrResponse } from '@orbita/proto-types';
import { calculateTfrOrError, TFR_RULES } from '@orbita/proto-types/tfr';
import { InvalidTfrInputError } from '../errors.js';

/** The TFR year by year, by the logic the page runs too; a rule the schema cannot say, or a month not held, is a 400. */
export function calculateTfr(request: CalculateTfrRequest): CalculateTfrResponse {
  const outcome = calculateTfrOrError(request);
  if ('error' in outcome) throw new InvalidTfrInputError(outcome.error);
  return { ...outcome.result, rules: TFR_RULES.map((rule) => ({ ...rule, source: { ...rule.source } })) };
}
