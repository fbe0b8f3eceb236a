import type { RevalueIstatRequest, RevalueIstatResponse } from '@orbita/proto-types';
import { revalueIstatOrError } from '@orbita/proto-types/istat-revaluation';
import { LABOUR_CREDIT_MESSAGES, labourCreditOrError } from '@orbita/proto-types/labour-credit';
import { InvalidIstatInputError } from '../errors.js';

/**
 * A sum revalued by the FOI index, by the logic the page runs too; a month not held is a 400 naming the last one held.
 * With `mode: "labour-credit"` the answer carries the labour credit of art. 429 c.p.c. besides the plain revaluation.
 */
export function revalueIstat(request: RevalueIstatRequest): RevalueIstatResponse {
  if (request.mode === 'labour-credit' && (request.cedolareSecca === true || (request.share !== undefined && request.share !== 100))) {
    throw new InvalidIstatInputError(LABOUR_CREDIT_MESSAGES.share);
  }
  const outcome = revalueIstatOrError(request);
  if ('error' in outcome) throw new InvalidIstatInputError(outcome.error);
  if (request.mode !== 'labour-credit') return outcome.result;
  const labour = labourCreditOrError(request);
  if ('error' in labour) throw new InvalidIstatInputError(labour.error);
  return { ...outcome.result, labourCredit: labour.result };
}
