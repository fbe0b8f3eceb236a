import type { ConvertTimeZoneRequest, ConvertTimeZoneResponse } from '@orbita/proto-types';
import { convertTimeZone as convert, TIME_ZONE_CODES } from '@orbita/proto-types/time-zones';
import { AmbiguousTimeError, InvalidTimeZoneInputError, NonexistentTimeError } from '../errors.js';

/** The IANA tzdata release of this process's ICU (Node's `process.versions.tz`), said with every answer. */
export const TZDATA_VERSION = process.versions.tz ?? `ICU ${process.versions.icu ?? 'sconosciuta'}`;

const ERRORS = {
  [TIME_ZONE_CODES.invalid]: InvalidTimeZoneInputError,
  [TIME_ZONE_CODES.nonexistent]: NonexistentTimeError,
  [TIME_ZONE_CODES.ambiguous]: AmbiguousTimeError,
};

/** The page's conversion, or its Italian refusal as a 400 with its own code. */
export function convertTimeZone(request: ConvertTimeZoneRequest): ConvertTimeZoneResponse {
  const outcome = convert(request);
  if ('error' in outcome) throw new ERRORS[outcome.code](outcome.error);
  return { ...outcome, tzdata: TZDATA_VERSION };
}
