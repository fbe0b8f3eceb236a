// Reads @marketto/belfiore-connector-embedded's data file (its own encoding), for build-places.mjs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixMojibake, key } from './italian-names.mjs';

const EPOCH = Date.UTC(1861, 0, 1);
const day = (base32) => new Date(EPOCH + parseInt(base32, 32) * 86_400_000).toISOString().slice(0, 10);
const dayBefore = (iso) => new Date(Date.parse(iso) - 86_400_000).toISOString().slice(0, 10);

/** Per Belfiore code one name, one province (EE for a state) and the dates the code was valid. */
export function readDated(folder) {
  const source = readFileSync(join(folder, 'asset/cities-countries.ts'), 'utf8');
  const json = source.replace(/^const CITIES_COUNTRIES = /, '').replace(/;\s*export default CITIES_COUNTRIES;\s*$/, '');
  const db = Function(`return (${json});`)();
  const byCode = new Map();
  for (const block of db.data) {
    const names = block.name.split('|');
    for (let i = 0; i < block.belfioreCode.length / 3; i++) {
      const number = parseInt(block.belfioreCode.slice(3 * i, 3 * i + 3), 32);
      const code = String.fromCharCode(65 + Math.floor(number / 1000)) + String(number % 1000).padStart(3, '0');
      const from = block.creationDate?.slice(4 * i, 4 * i + 4);
      const until = block.expirationDate?.slice(4 * i, 4 * i + 4);
      // The package keeps the first day a code is no longer valid; ANPR's DATACESSAZIONE is the last day it is.
      byCode.set(code, { name: fixMojibake(names[i]), province: block.provinceOrCountry.slice(2 * i, 2 * i + 2), from: from ? day(from) : '', to: until ? dayBefore(day(until)) : '' });
    }
  }
  return byCode;
}

/**
 * ISTAT's writing of today's names, keyed by their search key: the package keeps it («Caldaro sulla strada del vino»,
 * «Châtillon») and capitalises every word of the others, so a name with a word in lower case is ISTAT's.
 */
export function istatNames(dated) {
  const names = new Map();
  for (const { name } of dated.values()) if (/(^|[\s-])\p{Ll}/u.test(name) && !/'\p{Ll}/u.test(name)) names.set(key(name), name);
  return names;
}
