import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Municipalities as Places, type PlacesData } from '@orbita/proto-types/logic/tax-code-places';

export { rowValidOn, searchKey, type PlaceEntry, type PlaceRow, type PlacesData } from '@orbita/proto-types/logic/tax-code-places';

/** Comuni of every era and the foreign states, with their Belfiore codes and the dates of each name (see data/README.md). */
export const MUNICIPALITIES_FILE = fileURLToPath(new URL('../../data/belfiore-places.json', import.meta.url));

/** The places of proto-types (the page's too), read by the service from its data file. */
export class Municipalities extends Places {
  static load(file = MUNICIPALITIES_FILE): Municipalities {
    return new Municipalities(JSON.parse(readFileSync(file, 'utf8')) as PlacesData);
  }
}
