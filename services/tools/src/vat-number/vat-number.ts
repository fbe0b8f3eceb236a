import type { CheckVatNumberRequest, CheckVatNumberResponse } from '@orbita/proto-types';
import { checkVatNumber as vatNumberFor } from '@orbita/proto-types/logic/vat-number';
import { InvalidInputError } from '@orbita/service-kit';
import { answeredBy } from '../validation/refusals.js';

export { electronicVatNumber, vatCheckDigit } from '@orbita/proto-types/logic/vat-number';

/** The logic the partita IVA page runs too (proto-types); it refuses only what the contract refuses. */
export function checkVatNumber(request: CheckVatNumberRequest): CheckVatNumberResponse {
  return answeredBy(InvalidInputError, () => vatNumberFor(request));
}
