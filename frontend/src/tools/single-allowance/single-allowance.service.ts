import type { CalculateSingleAllowanceRequest } from '@orbita/proto-types';
import { parseDecimal } from '../../lib/parse-decimal';
import type { PreparedRequest } from '../../lib/use-latest-request';

export const DEFAULT_VALUE = '42';
export const INVALID_VALUE = 'Inserisci un numero valido';

/** The request for the service, or the message that stops it from being sent. */
export function toCalculateSingleAllowanceRequest(value: string): PreparedRequest<CalculateSingleAllowanceRequest> {
  const parsed = parseDecimal(value);
  if (!Number.isFinite(parsed) || parsed < 0) return { invalid: INVALID_VALUE };
  return { request: { value: parsed } };
}
