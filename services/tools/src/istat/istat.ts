import type { RevalueIstatRequest, RevalueIstatResponse } from '@orbita/proto-types';
import { revalueIstatOrError } from '@orbita/proto-types/istat-revaluation';
import { InvalidIstatInputError } from '../errors.js';

/** A sum revalued by the FOI index, by the logic the page runs too; a month not held is a 400 naming the last one held. */
export function revalueIstat(request: RevalueIstatRequest): RevalueIstatResponse {
  const outcome = revalueIstatOrError(request);
  if ('error' in outcome) throw new InvalidIstatInputError(outcome.error);
  return outcome.result;
}
