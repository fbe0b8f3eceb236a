import type { BirthPlace } from '../tools/tax-code.js';
import { toLatin } from './tax-code-transliterate.js';

/**
 * One name of a place over a span of days: [Belfiore code, province then (EE for a foreign state), name, first day,
 * last day ('' while in force or unknown), 1 for another name (in another official language, or another name of a state)].
 */
export type PlaceRow = [code: string, province: string, name: string, from: string, to: string, other?: 1];

export interface PlacesData {
  places: PlaceRow[];
}

/** A row as the search and the lookups use it. */
export interface PlaceEntry {
  row: PlaceRow;
  place: BirthPlace;
  /** The whole name and, for a name in two languages or parts («Sgonico-Zgonik»), each part: what a search compares. */
  keys: string[];
  from: string;
  to: string;
  /** In force today. */
  current: boolean;
  /** The place's official (Italian, or ANPR's for a state) name rather than another one. */
  official: boolean;
  /** The province of the code today, when the code is still in use. */
  todayProvince: string | undefined;
}

/** «San Donà di Piave», «SAN DONA' DI PIAVE» and «san dona di piave» all read SAN DONA DI PIAVE. */
export function searchKey(text: string): string {
  return toLatin(text)
    .toUpperCase()
    .replace(/['’`]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

export function keysOf(name: string): string[] {
  const parts = name.split(/\s*[-/]\s*/).map(searchKey);
  return [...new Set([searchKey(name), ...parts.filter((part) => part.length > 1)])];
}

/** The first index whose key is not below `key`. */
export function lowerBound(keys: ReadonlyArray<{ key: string }>, key: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (keys[middle]!.key < key) low = middle + 1;
    else high = middle;
  }
  return low;
}
