import type { BirthPlace } from '../tools/tax-code.js';
import { ToolRefusal } from './refusal.js';
import { rowValidOn, searchKey, type Municipalities } from './tax-code-places.js';
import type { PlaceEntry } from './tax-code-place-rows.js';

/** The codes of the codice fiscale's refusals: a wrong input, and a name shared by more than one place that day. */
export const INVALID_TAX_CODE = 'TOOLS_INVALID_TAX_CODE';
export const AMBIGUOUS_PLACE = 'TOOLS_AMBIGUOUS_PLACE';

function fail(message: string): never {
  throw new ToolRefusal(INVALID_TAX_CODE, `Il luogo di nascita: ${message}`);
}

const italianDay = (iso: string) => iso.split('-').reverse().join('/');

/** «BZ», «BZ e VI», «AO, BZ e VI». */
function listed(items: string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}

function describe(place: BirthPlace): string {
  return `${place.name} (${place.province ?? 'stato estero'}, ${place.code})`;
}

/** The rows of a name in the province given: the province of the time or of today. */
function inProvince(entries: PlaceEntry[], province: string | undefined): PlaceEntry[] {
  if (!province) return entries;
  return entries.filter((entry) => entry.row[1] === province || entry.todayProvince === province);
}

/** A province that no row of the name has: where the name was on that day, or ever. */
function wrongProvince(name: string, province: string, entries: PlaceEntry[], birthDate: string): never {
  const thatDay = entries.filter((entry) => rowValidOn(entry, birthDate));
  const provinces = [...new Set((thatDay.length > 0 ? thatDay : entries).map((entry) => entry.row[1]))].sort();
  const where = thatDay.length > 0 ? "alla data di nascita c'era" : "c'è stato";
  return fail(`«${name}» non è in provincia di ${province}: ${where} in provincia di ${listed(provinces)}`);
}

/**
 * A name not in force that day whose code was, under another name («Zgonik» in 1990: the code of Sgonico, whose
 * Slovene name became official in 2009): the code's place of that day.
 */
function sameCodeThatDay(municipalities: Municipalities, entries: PlaceEntry[], birthDate: string): BirthPlace[] {
  const codes = [...new Set(entries.map((entry) => entry.place.code))];
  return codes.filter((code) => municipalities.rowsOf(code).some((entry) => entry.official && rowValidOn(entry, birthDate))).map((code) => municipalities.byBelfiore(code, birthDate)!);
}

/**
 * Born before the first record of a comune (ANPR's archive starts in 1861, in 1866 for Veneto): the code it got then.
 * A name whose codes had all ceased, or were between two spans, on that day is refused with the spans.
 */
function beforeRecords(municipalities: Municipalities, name: string, entries: PlaceEntry[], birthDate: string): PlaceEntry[] {
  const notYet = entries.filter((entry) => birthDate < municipalities.validity(entry.place.code).from);
  if (notYet.length > 0) return notYet;
  const spans = [...entries].sort((a, b) => a.from.localeCompare(b.from)).map((entry) => `${describe(entry.place)} dal ${italianDay(entry.from)}${entry.to ? ` al ${italianDay(entry.to)}` : ''}`);
  const what = entries.every((entry) => entry.place.foreign) ? 'uno stato' : 'un comune';
  return fail(`«${name}» non era ${what} il ${italianDay(birthDate)}: lo è stato ${listed([...new Set(spans)])}`);
}

/**
 * The official row of each code among the candidates (the name typed when two rows of a code bear it). A state that
 * the Agenzia's list gives two codes (Armenia Z137 and Z252) is the one of ANPR's table, where its name is official.
 */
function oneRowPerCode(candidates: PlaceEntry[]): BirthPlace[] {
  const officialState = new Set(candidates.filter((entry) => entry.place.foreign && entry.official).map((entry) => searchKey(entry.place.name)));
  const byCode = new Map<string, PlaceEntry>();
  for (const entry of candidates) {
    if (entry.place.foreign && !entry.official && officialState.has(searchKey(entry.place.name))) continue;
    const known = byCode.get(entry.place.code);
    if (!known || (entry.official && !known.official)) byCode.set(entry.place.code, entry);
  }
  return [...byCode.values()].map((entry) => entry.place).sort((a, b) => (a.province ?? '').localeCompare(b.province ?? '') || a.code.localeCompare(b.code));
}

function ambiguous(name: string, places: BirthPlace[]): never {
  const provinces = new Set(places.map((place) => place.province));
  const hint =
    provinces.size === places.length && places[0]!.province
      ? `indica la provincia tra parentesi, come «${name} (${places[0]!.province})», o il codice catastale`
      : `indica il codice catastale, come «${places[0]!.code}»`;
  throw new ToolRefusal(AMBIGUOUS_PLACE, `Il luogo di nascita: ci sono più comuni di nome «${name}» alla data di nascita: ${places.map(describe).join(', ')}; ${hint}`);
}

/**
 * The place of birth as the codice fiscale wants it: the code the comune had on the day of birth. A name is looked up
 * among the whole names of every era, then among the parts of two-part names («Sgonico-Zgonik»), in the province given
 * (of the time or of today); the rows in force on that day stay, and when they are of more than one code the answer
 * asks which, listing them with province and code.
 */
export function resolvePlace(municipalities: Municipalities, text: string, birthDate: string): BirthPlace {
  const trimmed = text.trim();
  if (/^[A-Za-z]\d{3}$/.test(trimmed)) {
    return municipalities.byBelfiore(trimmed, birthDate) ?? fail(`nessun comune o stato ha il codice ${trimmed.toUpperCase()}`);
  }
  const withProvince = /^(.*?)\s*\(([A-Za-z]{2})\)$/.exec(trimmed);
  const name = withProvince ? withProvince[1]! : trimmed;
  const province = withProvince?.[2]!.toUpperCase();
  const { whole, parts } = municipalities.byName(name);
  if (whole.length + parts.length === 0) fail(`«${name}» non è un comune italiano né uno stato estero che conosciamo`);
  const tiers = [inProvince(whole, province), inProvince(parts, province)].filter((tier) => tier.length > 0);
  if (tiers.length === 0) wrongProvince(name, province!, [...whole, ...parts], birthDate);
  const thatDay = tiers.map((tier) => tier.filter((entry) => rowValidOn(entry, birthDate))).find((tier) => tier.length > 0);
  const otherName = thatDay ? [] : sameCodeThatDay(municipalities, tiers[0]!, birthDate);
  const places = otherName.length > 0 ? otherName : oneRowPerCode(thatDay ?? beforeRecords(municipalities, name, tiers[0]!, birthDate));
  return places.length === 1 ? places[0]! : ambiguous(name, places);
}
