/**
 * The table of places (comuni of every era and foreign states, with their Belfiore codes and the days of each name) in
 * the compact text the page loads: one row a line, `code|province|name|from|to|other`, where a field equal to the
 * row above's of the same code is left empty, a first day that follows the row above's last day is left empty, days
 * are counted from 1970-01-01 in base 36 (offset so that every day of the table is positive), `-` is an unknown first
 * day and trailing empty fields are dropped. 780 KB of JSON become about 330 KB (130 KB gzip). The service reads the
 * JSON it is built from (services/tools/data/belfiore-places.json); a test holds the two equal.
 */
import type { PlaceRow, PlacesData } from './tax-code-place-rows.js';

const DAY_MS = 86_400_000;
/** 1805-09-23 is day 0: the table starts in 1861. */
const OFFSET = 60_000;
const UNKNOWN = '-';

const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const encodeDay = (iso: string) => (dayNumber(iso) + OFFSET).toString(36);
const decodeDay = (text: string) => isoOf(parseInt(text, 36) - OFFSET);

export interface CompactPlaces {
  sources: string[];
  /** The rows, one a line (see above). */
  places: string;
}

export function encodePlaces(data: PlacesData & { sources?: string[] }): CompactPlaces {
  let previous: PlaceRow | undefined;
  const lines = data.places.map((row) => {
    const [code, province, name, from, to, other] = row;
    const same = previous?.[0] === code;
    const follows = same && previous![4] !== '' && from !== '' && dayNumber(from) === dayNumber(previous![4]) + 1;
    const fields = [
      same ? '' : code,
      same && province === previous![1] ? '' : province,
      same && name === previous![2] ? '' : name,
      follows ? '' : from ? encodeDay(from) : UNKNOWN,
      to ? encodeDay(to) : '',
      other === 1 ? '1' : '',
    ];
    previous = row;
    return fields.join('|').replace(/\|+$/, '');
  });
  return { sources: data.sources ?? [], places: lines.join('\n') };
}

export function decodePlaces(compact: CompactPlaces): PlacesData {
  let previous: PlaceRow | undefined;
  const lines = compact.places === '' ? [] : compact.places.split('\n');
  const places = lines.map((line) => {
    const [code = '', province = '', name = '', from = '', to = '', other = ''] = line.split('|');
    const same = code === '';
    const first = from === UNKNOWN ? '' : from === '' ? (same ? isoOf(dayNumber(previous![4]) + 1) : '') : decodeDay(from);
    const row: PlaceRow = [same ? previous![0] : code, province || previous![1], name || previous![2], first, to ? decodeDay(to) : ''];
    if (other === '1') row.push(1);
    previous = row;
    return row;
  });
  return { places };
}
