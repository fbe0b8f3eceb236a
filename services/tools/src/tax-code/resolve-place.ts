import type { BirthPlace } from '@orbita/proto-types';
import { InvalidTaxCodeInputError } from '../errors.js';
import type { Municipalities } from './municipalities.js';

function fail(message: string): never {
  throw new InvalidTaxCodeInputError(`Il luogo di nascita: ${message}`);
}

function describe(place: BirthPlace): string {
  return `${place.name} (${place.province ?? 'stato estero'}, ${place.code})`;
}

/**
 * The place of birth as the codice fiscale wants it: the code the comune had on the day of birth. A name names every
 * place that ever bore it; those whose code was in use that day stay (all of them if none was, the data's dates being
 * those of the code), a name in use today goes before a former one, and when more than one code is left the answer asks,
 * listing them with province and code.
 */
export function resolvePlace(municipalities: Municipalities, text: string, birthDate: string): BirthPlace {
  const trimmed = text.trim();
  if (/^[A-Za-z]\d{3}$/.test(trimmed)) {
    return municipalities.byBelfiore(trimmed) ?? fail(`nessun comune o stato ha il codice ${trimmed.toUpperCase()}`);
  }
  const withProvince = /^(.*?)\s*\(([A-Za-z]{2})\)$/.exec(trimmed);
  const name = withProvince ? withProvince[1]! : trimmed;
  const named = municipalities.byName(name, withProvince?.[2]);
  if (named.length === 0) fail(`«${name}» non è un comune italiano né uno stato estero che conosciamo`);
  const thatDay = named.filter((entry) => municipalities.validOn(entry.place.code, birthDate));
  const pool = thatDay.length > 0 ? thatDay : named;
  const current = pool.filter((entry) => entry.current);
  const candidates = (current.length > 0 ? current : pool).map((entry) => entry.place);
  const codes = new Set(candidates.map((place) => place.code));
  if (codes.size === 1) return candidates[0]!;
  const byCode = [...new Map(candidates.map((place) => [place.code, place])).values()];
  const provinces = new Set(byCode.map((place) => place.province));
  const hint =
    provinces.size === byCode.length && byCode[0]!.province
      ? `indica la provincia tra parentesi, come «${name} (${byCode[0]!.province})», o il codice catastale`
      : `indica il codice catastale, come «${byCode[0]!.code}»`;
  return fail(`ci sono più comuni di nome «${name}» alla data di nascita: ${byCode.map(describe).join(', ')}; ${hint}`);
}
