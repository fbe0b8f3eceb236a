import type { BirthPlace } from '../tools/tax-code.js';
import { keysOf, lowerBound, searchKey, type PlaceRow, type PlaceEntry, type PlacesData } from './tax-code-place-rows.js';

export { searchKey, type PlaceEntry, type PlaceRow, type PlacesData } from './tax-code-place-rows.js';

/** The most suggestions a search answers (the `GET /api/municipalities` contract's `maxItems`). */
export const MUNICIPALITIES_MAX = 20;

/** Whether a name's row was in force on that day ('' as first or last day: open on that side). */
export function rowValidOn(entry: Pick<PlaceEntry, 'from' | 'to'>, date: string): boolean {
  return (!entry.from || entry.from <= date) && (!entry.to || date <= entry.to);
}

/**
 * The comuni and foreign states, looked up by Belfiore code or by name, and searched by the start of a name: built from
 * the rows by the service (from its data file) and by the page (from the compact table it loads, see belfiore-compact.ts).
 */
export class Municipalities {
  private readonly entries: PlaceEntry[];
  private readonly byCode = new Map<string, PlaceEntry[]>();
  /** Whole names, then the parts of two-part names: a whole «Azzano» goes before the half of «Capriano-Azzano». */
  private readonly byWholeName = new Map<string, PlaceEntry[]>();
  private readonly byPartName = new Map<string, PlaceEntry[]>();
  /** Every key of every row, sorted, current rows apart from former ones: a prefix is a range of each. */
  private readonly sortedKeys: Array<Array<{ key: string; entry: PlaceEntry }>>;
  private readonly sortedCodes: Array<{ key: string }>;
  /** Each row's position in the list (current first, then by name). */
  private readonly rank = new Map<PlaceEntry, number>();

  constructor(data: PlacesData) {
    const push = (map: Map<string, PlaceEntry[]>, key: string, entry: PlaceEntry) => {
      const list = map.get(key);
      if (list) list.push(entry);
      else map.set(key, [entry]);
    };
    const rows = data.places.map((row) => ({ row, keys: keysOf(row[2]) }));
    for (const { row, keys } of rows) push(this.byCode, row[0], { row, keys } as PlaceEntry);
    this.entries = [...this.byCode.values()].flat().map((entry) => this.complete(entry));
    this.entries.sort((a, b) => Number(b.current) - Number(a.current) || a.keys[0]!.localeCompare(b.keys[0]!) || a.from.localeCompare(b.from));
    this.byCode.clear();
    this.entries.forEach((entry, index) => this.rank.set(entry, index));
    for (const entry of this.entries) {
      push(this.byCode, entry.place.code, entry);
      push(this.byWholeName, entry.keys[0]!, entry);
      for (const part of entry.keys.slice(1)) push(this.byPartName, part, entry);
    }
    const keyed = (current: boolean) =>
      this.entries
        .filter((entry) => entry.current === current)
        .flatMap((entry) => entry.keys.map((key) => ({ key, entry })))
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.sortedKeys = [keyed(true), keyed(false)];
    this.sortedCodes = [...this.byCode.keys()].sort().map((key) => ({ key }));
  }

  /** A row with what a visitor reads of it: the place, and today's name of its code where that is another. */
  private complete({ row, keys }: { row: PlaceRow; keys: string[] }): PlaceEntry {
    const [code, province, name, from, to, other] = row;
    const siblings = this.byCode.get(code)!.map((entry) => entry.row);
    // Today's name in the same language: «Bozen» of 1925 is Bozen today, a state's other name is told its official one.
    const foreign = province === 'EE';
    const today = siblings.find((sibling) => !sibling[4] && (foreign ? !sibling[5] : sibling[5] === other));
    const lastDay = siblings.some((sibling) => !sibling[4]) ? '' : siblings.map((sibling) => sibling[4]).sort().at(-1)!;
    // A comune's other-language name is as official as the Italian one: today's name is told for old names only.
    const tellToday = today && today[2] !== name && (to !== '' || (foreign && other === 1));
    const place: BirthPlace = {
      name,
      code,
      ...(foreign ? { foreign: true } : { province }),
      ...(to ? { former: true } : {}),
      ...(lastDay ? { validTo: lastDay } : {}),
      ...(tellToday ? { currentName: today[2] } : {}),
    };
    return { row, keys, place, from, to, current: !to, official: other !== 1, todayProvince: today?.[1] };
  }

  get size(): number {
    return this.entries.length;
  }

  /** Every row of a code, current first. */
  rowsOf(code: string): readonly PlaceEntry[] {
    return this.byCode.get(code.toUpperCase()) ?? [];
  }

  /** The place a code names on a day (its official name then), else today, else under its last name. */
  byBelfiore(code: string, date?: string): BirthPlace | undefined {
    const official = this.rowsOf(code).filter((entry) => entry.official);
    const thatDay = date ? official.find((entry) => rowValidOn(entry, date)) : undefined;
    const latest = [...official].sort((a, b) => (b.to || '9999').localeCompare(a.to || '9999'))[0];
    return (thatDay ?? latest)?.place;
  }

  /** The first and last day the code was valid over all its names ('' when open or unknown). */
  validity(code: string): { from: string; to: string } {
    const rows = this.rowsOf(code);
    const from = rows.some((entry) => !entry.from) ? '' : (rows.map((entry) => entry.from).sort()[0] ?? '');
    const to = rows.some((entry) => !entry.to) ? '' : (rows.map((entry) => entry.to).sort().at(-1) ?? '');
    return { from, to };
  }

  /** Every row of that name (else of that half of a two-part name), current ones first. */
  byName(name: string): { whole: PlaceEntry[]; parts: PlaceEntry[] } {
    const key = searchKey(name);
    return { whole: this.byWholeName.get(key) ?? [], parts: this.byPartName.get(key) ?? [] };
  }

  /** Up to 20 places whose name (or a part of it) or code starts with `prefix`, current first; `date` keeps those of that day. */
  search(prefix: string, date?: string): BirthPlace[] {
    const key = searchKey(prefix);
    if (!key) return [];
    const keep = (entry: PlaceEntry) => !date || rowValidOn(entry, date);
    const found = /^[A-Z]\d{1,3}$/.test(key) ? this.searchByCode(key, keep) : this.searchByName(key, keep);
    // A name with the same province and code in two rows (a comune suppressed and re-established) is one suggestion.
    const unique = new Map(found.map((entry) => [`${entry.place.code}|${entry.place.name}|${entry.place.province ?? ''}`, entry.place]));
    return [...unique.values()].slice(0, MUNICIPALITIES_MAX);
  }

  private searchByName(key: string, keep: (entry: PlaceEntry) => boolean): PlaceEntry[] {
    const found = new Set<PlaceEntry>();
    for (const keys of this.sortedKeys) {
      for (let i = lowerBound(keys, key); i < keys.length && keys[i]!.key.startsWith(key) && found.size < 2 * MUNICIPALITIES_MAX; i++) {
        if (keep(keys[i]!.entry)) found.add(keys[i]!.entry);
      }
    }
    return [...found];
  }

  /** «H50»: the places whose Belfiore code starts with it (names have no digits), current first, then by name. */
  private searchByCode(key: string, keep: (entry: PlaceEntry) => boolean): PlaceEntry[] {
    const found: PlaceEntry[] = [];
    const codes = this.sortedCodes;
    for (let i = lowerBound(codes, key); i < codes.length && codes[i]!.key.startsWith(key); i++) found.push(...this.byCode.get(codes[i]!.key)!.filter(keep));
    return found.sort((a, b) => this.rank.get(a)! - this.rank.get(b)!).slice(0, 2 * MUNICIPALITIES_MAX);
  }
}
