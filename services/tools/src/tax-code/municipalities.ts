import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MUNICIPALITIES_MAX, type BirthPlace } from '@orbita/proto-types';
import { toLatin } from './transliterate.js';

/** Comuni of every era and the foreign states, with their Belfiore codes and the dates of the codes (see data/README.md). */
export const MUNICIPALITIES_FILE = fileURLToPath(new URL('../../data/belfiore-places.json', import.meta.url));

type Row = [code: string, province: string, name: string, current: 0 | 1];
export interface PlacesData {
  /** Each dated code's first and last day of validity (ANPR's DATAISTITUZIONE and DATACESSAZIONE); '' when open. */
  codes: Record<string, [from: string, to: string]>;
  places: Row[];
}

/**
 * A former code the data has no dates for (the dated package lacks it): of the 23 such codes that ANPR's archive has,
 * 22 ceased before 2000 (and the other in 2007), so a birth there is read as before 2000 when two digits of the year
 * leave the choice.
 */
const UNDATED_FORMER_UNTIL = '1999-12-31';

interface Place {
  place: BirthPlace;
  /** The whole name and, for a name in two languages or parts («Sgonico-Zgonik»), each part: what a search compares. */
  keys: string[];
  current: boolean;
}

/** «San Donà di Piave», «SAN DONA' DI PIAVE» and «san dona di piave» all read SAN DONA DI PIAVE. */
export function searchKey(text: string): string {
  return toLatin(text)
    .toUpperCase()
    .replace(/['’`]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

function keysOf(name: string): string[] {
  const parts = name.split(/\s*[-/]\s*/).map(searchKey);
  return [...new Set([searchKey(name), ...parts.filter((part) => part.length > 1)])];
}

/** The comuni and foreign states, looked up by Belfiore code or by name, and searched by the start of a name. */
export class Municipalities {
  private readonly places: Place[];
  private readonly byCode = new Map<string, Place[]>();
  /** Whole names, then the parts of two-part names: a whole «Azzano» goes before the half of «Capriano-Azzano». */
  private readonly byWholeName = new Map<string, Place[]>();
  private readonly byPartName = new Map<string, Place[]>();
  /** Every key of every place, sorted, current places apart from former ones: a prefix is a range of each. */
  private readonly sortedKeys: Array<Array<{ key: string; entry: Place }>>;
  private readonly sortedCodes: Array<{ key: string }>;
  /** Each place's position in the list (current first, then by name). */
  private readonly rank = new Map<Place, number>();
  private readonly codes: PlacesData['codes'];

  constructor(data: PlacesData) {
    this.codes = data.codes;
    this.places = data.places
      .map(([code, province, name, current]) => ({ place: this.placeOf(code, province, name, current === 1), keys: keysOf(name), current: current === 1 }))
      .sort((a, b) => Number(b.current) - Number(a.current) || a.keys[0]!.localeCompare(b.keys[0]!));
    const push = (map: Map<string, Place[]>, key: string, entry: Place) => map.set(key, [...(map.get(key) ?? []), entry]);
    this.places.forEach((entry, index) => this.rank.set(entry, index));
    for (const entry of this.places) {
      push(this.byCode, entry.place.code, entry);
      push(this.byWholeName, entry.keys[0]!, entry);
      for (const part of entry.keys.slice(1)) push(this.byPartName, part, entry);
    }
    const keyed = (current: boolean) =>
      this.places
        .filter((entry) => entry.current === current)
        .flatMap((entry) => entry.keys.map((key) => ({ key, entry })))
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.sortedKeys = [keyed(true), keyed(false)];
    this.sortedCodes = [...this.byCode.keys()].sort().map((key) => ({ key }));
  }

  private placeOf(code: string, province: string, name: string, current: boolean): BirthPlace {
    // The first day is not told: the dated package gives, for a code that moved to another province, the day it moved.
    const to = this.codes[code]?.[1];
    return { name, code, ...(province === 'EE' ? { foreign: true } : { province }), ...(current ? {} : { former: true }), ...(to ? { validTo: to } : {}) };
  }

  static load(file = MUNICIPALITIES_FILE): Municipalities {
    return new Municipalities(JSON.parse(readFileSync(file, 'utf8')) as PlacesData);
  }

  get size(): number {
    return this.places.length;
  }

  /** The place a code names: its current name, or the first of its former ones. */
  byBelfiore(code: string): BirthPlace | undefined {
    return this.byCode.get(code.toUpperCase())?.[0]?.place;
  }

  /** The first and last day the code was valid; for a former code without dates, the last day is assumed before 2000. */
  validity(code: string): { from: string; to: string } {
    const [from, to] = this.codes[code] ?? ['', ''];
    if (!this.codes[code] && !this.byCode.get(code)?.some((entry) => entry.current)) return { from, to: UNDATED_FORMER_UNTIL };
    return { from, to };
  }

  /** Whether the code was in use on that day (a code without dates is taken as possible on any day). */
  validOn(code: string, date: string): boolean {
    const [from, to] = this.codes[code] ?? ['', ''];
    return (!from || from <= date) && (!to || date <= to);
  }

  /** Every place of that name (else of that half of a two-part name), current ones first; `province` narrows it. */
  byName(name: string, province?: string): Array<{ place: BirthPlace; current: boolean }> {
    const key = searchKey(name);
    const inProvince = (entries: Place[] = []) => entries.filter((entry) => !province || entry.place.province === province.toUpperCase());
    const whole = inProvince(this.byWholeName.get(key));
    return whole.length > 0 ? whole : inProvince(this.byPartName.get(key));
  }

  /** Up to 20 places whose name (or a part of it) or code starts with `prefix`, current first; `date` keeps those valid then. */
  search(prefix: string, date?: string): BirthPlace[] {
    const key = searchKey(prefix);
    if (!key) return [];
    const keep = (entry: Place) => !date || this.validOn(entry.place.code, date);
    if (/^[A-Z]\d{1,3}$/.test(key)) return this.searchByCode(key, keep);
    const found = new Set<Place>();
    for (const keys of this.sortedKeys) {
      for (let i = lowerBound(keys, key); i < keys.length && keys[i]!.key.startsWith(key) && found.size < MUNICIPALITIES_MAX; i++) {
        if (keep(keys[i]!.entry)) found.add(keys[i]!.entry);
      }
    }
    return [...found].map((entry) => entry.place);
  }

  /** «H50»: the places whose Belfiore code starts with it (names have no digits), current first, then by name. */
  private searchByCode(key: string, keep: (entry: Place) => boolean): BirthPlace[] {
    const found: Place[] = [];
    const codes = this.sortedCodes;
    for (let i = lowerBound(codes, key); i < codes.length && codes[i]!.key.startsWith(key); i++) found.push(...this.byCode.get(codes[i]!.key)!.filter(keep));
    return found
      .sort((a, b) => this.rank.get(a)! - this.rank.get(b)!)
      .slice(0, MUNICIPALITIES_MAX)
      .map((entry) => entry.place);
  }
}

/** The first index whose key is not below `key`. */
function lowerBound(keys: ReadonlyArray<{ key: string }>, key: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (keys[middle]!.key < key) low = middle + 1;
    else high = middle;
  }
  return low;
}
