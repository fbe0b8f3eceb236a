import type { CountWordsRequest, CountWordsResponse } from '@orbita/proto-types';
import { countText } from '@orbita/proto-types/text-count';

/** The shared count of the page, with the SMS figures flattened for the API. */
export function countWords({ text }: CountWordsRequest): CountWordsResponse {
  const { sms, ...count } = countText(text);
  return { ...count, smsSegments: sms.segments, smsEncoding: sms.encoding, smsUnits: sms.units, smsUnitsLeft: sms.unitsLeft, nonGsmCharacters: sms.nonGsm };
}
