import type { ConvertLiraRequest, ConvertLiraResponse } from '@orbita/proto-types';
import { convertLiraOrError, LIRA_RULES, moneyValueOfRequest } from '@orbita/proto-types/lira';
import { InvalidLiraInputError } from '../errors.js';

/**
 * Lire to euro or euro to lire at the irrevocable rate, by the logic the page runs too; with `year` and `toYear`, also
 * the sum in money of another year by ISTAT's coefficients of the value of money (a pair not held is an Italian 400).
 */
export function convertLira(request: ConvertLiraRequest): ConvertLiraResponse {
  const outcome = convertLiraOrError(request);
  if ('error' in outcome) throw new InvalidLiraInputError(outcome.error);
  const money = moneyValueOfRequest(request);
  if ('error' in money) throw new InvalidLiraInputError(money.error);
  const rules = LIRA_RULES.map((rule) => ({ ...rule, source: { ...rule.source } }));
  return money.value ? { ...outcome.result, rules, value: money.value } : { ...outcome.result, rules };
}
