import type { CheckIbanResponse } from '@orbita/proto-types';
import { checkIban as checkWith } from '@orbita/proto-types/logic/iban';
import { germanMethodOf } from './german-account.js';

export { electronicIban, groupsOfFour } from '@orbita/proto-types/logic/iban';

/** The logic the IBAN page runs too (proto-types), with the German bank codes read from disk. */
export function checkIban(input: string): CheckIbanResponse {
  return checkWith(input, germanMethodOf);
}
