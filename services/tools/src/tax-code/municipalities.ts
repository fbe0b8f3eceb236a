import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MUNICIPALITIES_MAX, type BirthPlace } from '@orbita/proto-types';

/** Current and former comuni and the foreign states, with their Belfiore codes (see data/README.md). */
export const MUNICIPALITIES_FILE = fileURLToPath(new URL('../../data/comuni-belfiore.json', import.meta.url));

type Row = [code: string, province: string, name: string, current: 0 | 1];

interface Place {
  place: BirthPlace;
  /** Upper case, no accents or apostrophes, single spaces: what a search compares. */
  key: string;
  current: boolean;
}

/** «San Donà di Piave», «SAN DONA' DI PIAVE» and «san dona di piave» all read SAN DONA DI PIAVE. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/['’`]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

/** The comuni and foreign states, looked up by Belfiore code or by name, and searched by the start of a name. */
export class Municipalities {
  private readonly places: Place[];
  private readonly byCode = new Map<string, Place>();

  constructor(rows: readonly Row[]) {
    this.places = rows
      .map(([code, province, name, current]) => {
        const foreign = province === 'EE';
        const place: BirthPlace = { name, code, ...(foreign ? { foreign: true } : { province }), ...(current ? {} : { former: true }) };
        return { place, key: searchKey(name), current: current === 1 };
      })
      .sort((a, b) => Number(b.current) - Number(a.current) || a.key.localeCompare(b.key));
    // A code names its current comune; a code only of former names keeps the first of them.
    for (const entry of this.places) if (!this.byCode.has(entry.place.code)) this.byCode.set(entry.place.code, entry);
  }

  static load(file = MUNICIPALITIES_FILE): Municipalities {
    return new Municipalities(JSON.parse(readFileSync(file, 'utf8')) as Row[]);
  }

  get size(): number {
    return this.places.length;
  }

  byBelfiore(code: string): BirthPlace | undefined {
    return this.byCode.get(code.toUpperCase())?.place;
  }

  /** Every place of that name (accents and case aside), current ones first; `province` narrows it. */
  byName(name: string, province?: string): BirthPlace[] {
    const key = searchKey(name);
    return this.places
      .filter((entry) => entry.key === key && (!province || entry.place.province === province.toUpperCase()))
      .map((entry) => entry.place);
  }

  /** Up to 20 places whose name starts with `prefix` (or whose code does), current comuni first, then alphabetical. */
  search(prefix: string): BirthPlace[] {
    const key = searchKey(prefix);
    if (!key) return [];
    const code = /^[A-Z]\d{0,3}$/.test(key);
    const found: BirthPlace[] = [];
    for (const entry of this.places) {
      if (entry.key.startsWith(key) || (code && entry.place.code.startsWith(key))) found.push(entry.place);
      if (found.length === MUNICIPALITIES_MAX) break;
    }
    return found;
  }
}
