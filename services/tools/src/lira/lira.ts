import type { ConvertLiraRequest, ConvertLiraResponse } from '@orbita/proto-types';
import { convertLiraOrError, LIRA_RULES } from '@orbita/proto-types/lira';
import { InvalidLiraInputError } from '../errors.js';

/** Lire to euro or euro to lire at the irrevocable rate, by the logic the page runs too. */
export function convertLira(request: ConvertLiraRequest): ConvertLiraResponse {
  const outcome = convertLiraOrError(request);
  if ('error' in outcome) throw new InvalidLiraInputError(outcome.error);
  return { ...outcome.result, rules: LIRA_RULES.map((rule) => ({ ...rule, source: { ...rule.source } })) };
}
