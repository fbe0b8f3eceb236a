import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { decodePlaces, encodePlaces, type CompactPlaces } from './belfiore-compact.js';
import type { PlaceRow, PlacesData } from './tax-code-place-rows.js';

const read = <T,>(path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as T;
const SOURCE = read<PlacesData & { sources: string[] }>('../../../services/tools/data/belfiore-places.json');
const SHIPPED = read<CompactPlaces>('../../data/belfiore-places-compact.json');

describe('the compact table of places the page loads', () => {
  it('says row for row what the service reads (rebuild it with services/tools/data/build-places-compact.mjs)', () => {
    expect(decodePlaces(SHIPPED).places).toEqual(SOURCE.places);
    expect(SHIPPED.sources).toEqual(SOURCE.sources);
  });

  it('is less than half the JSON it comes from', () => {
    expect(JSON.stringify(SHIPPED).length).toBeLessThan(JSON.stringify(SOURCE).length / 2);
  });

  it('gives back any rows it encodes', () => {
    const day = fc.date({ min: new Date('1861-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    const row = fc
      .tuple(
        fc.constantFrom('A001', 'A002', 'H501', 'Z112'),
        fc.constantFrom('PD', 'RM', 'EE', 'BZ'),
        fc.constantFrom('Abano', 'Abano Terme', 'Roma', 'Bozen', "Sant'Angelo d'Alife", 'Germania'),
        fc.oneof(day, fc.constant('')),
        fc.oneof(day, fc.constant('')),
        fc.boolean(),
      )
      .map(([code, province, name, from, to, other]): PlaceRow => (other ? [code, province, name, from, to, 1] : [code, province, name, from, to]));
    // Rows of one code follow one another, as in the data (the encoding leaves out what repeats the row above).
    const rows = fc.array(row, { maxLength: 30 }).map((list) => [...list].sort((a, b) => a[0].localeCompare(b[0])));
    fc.assert(fc.property(rows, (places) => expect(decodePlaces(encodePlaces({ places })).places).toEqual(places)));
  });
});
