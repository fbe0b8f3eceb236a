import type { CalculateTaxCodeRequest, CalculateTaxCodeResponse, CheckTaxCodeRequest, CheckTaxCodeResponse, MunicipalitiesResponse } from '@orbita/proto-types';
import { decodePlaces, type CompactPlaces } from '@orbita/proto-types/logic/belfiore-compact';
import { outcomeOf, type ToolOutcome } from '@orbita/proto-types/logic/refusal';
import { calculateTaxCodeRequest, checkTaxCodeRequest } from '@orbita/proto-types/logic/tax-code';
import { Municipalities, searchKey } from '@orbita/proto-types/logic/tax-code-places';
import type { PlaceSearch } from '../tax-code-calculator.service';

/**
 * The comuni of every era and the foreign states, with their Belfiore codes by date: the table the service reads, in
 * a compact chunk of its own (about 350 KB, 130 KB gzip) that the page fetches once when the tool opens and the
 * service worker keeps, so the codes are computed in the page, offline too.
 */
let places: Municipalities | undefined;
let loading: Promise<Municipalities> | undefined;

export function loadPlaces(): Promise<Municipalities> {
  loading ??= import('@orbita/proto-types/data/belfiore-places-compact.json').then(
    (table) => (places = new Municipalities(decodePlaces(table.default as CompactPlaces))),
    (error: unknown) => {
      // Offline before the chunk was ever kept: a later visit tries again; meanwhile the server answers.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export function loadedPlaces(): Municipalities | undefined {
  return places;
}

/** The service's answer or refusal, worked out in the page by the same logic and table (proto-types). */
export function taxCodeInPage(request: CalculateTaxCodeRequest): ToolOutcome<CalculateTaxCodeResponse> | null {
  return places ? outcomeOf(() => calculateTaxCodeRequest(places!, request)) : null;
}

export function checkInPage(request: CheckTaxCodeRequest): ToolOutcome<CheckTaxCodeResponse> | null {
  return places ? outcomeOf(() => checkTaxCodeRequest(places!, request)) : null;
}

/** The suggestions for the place box, as `GET /api/municipalities` answers them. */
export function suggestionsInPage({ q, date }: PlaceSearch): ToolOutcome<MunicipalitiesResponse> | null {
  return places ? { answer: places.search(q, date) } : null;
}

/**
 * A place still being typed: no place bears that name (whole, or half of a two-part name), yet some start with it
 * («San Giu»). The page says to go on typing instead of refusing each keystroke.
 */
export function placeBeingTyped(text: string): boolean {
  if (!places) return false;
  const trimmed = text.trim();
  if (/^[A-Za-z]\d{3}$/.test(trimmed) || /\([A-Za-z]{2}\)$/.test(trimmed)) return false;
  // «Castro (», «Castro (L»: the province is on its way.
  const province = /^(.*?)\s*\([A-Za-z]{0,2}$/.exec(trimmed);
  const name = province ? province[1]! : trimmed;
  if (searchKey(name) === '') return false;
  const { whole, parts } = places.byName(name);
  if (province) return whole.length + parts.length > 0;
  return whole.length + parts.length === 0 && places.search(name).length > 0;
}
