import type { CalculateWithholdingRequest, CalculateWithholdingResponse } from '@orbita/proto-types';
import { calculateWithholding as withholdingFor } from '@orbita/proto-types/logic/withholding';
import { InvalidWithholdingInputError } from '../errors.js';
import { answeredBy } from '../validation/refusals.js';

export { grossForNet, sayEuro, withholdingCents } from '@orbita/proto-types/logic/withholding';

/** The logic the withholding page runs too (proto-types), its refusals raised as this service's. */
export function calculateWithholding(request: CalculateWithholdingRequest, today = new Date()): CalculateWithholdingResponse {
  return answeredBy(InvalidWithholdingInputError, () => withholdingFor(request, today));
}
