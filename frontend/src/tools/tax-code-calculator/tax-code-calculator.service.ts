import type { BirthPlace, CalculateTaxCodeRequest, CheckTaxCodeRequest } from '@orbita/proto-types';
import type { PreparedRequest } from '../../lib/use-latest-request';
import { formatDay } from '../../lib/format';
import { choiceParam, isoDateParam, textParam } from '../../lib/url-state/params';
import type { UrlSchema } from '../../lib/url-state/use-url-state';

export type Sex = 'M' | 'F';

export interface TaxCodeForm {
  surname: string;
  name: string;
  sex: Sex;
  birthDate: string;
  birthPlace: string;
  code: string;
}

/** The example of the Agenzia delle Entrate: Mario Rossi, born on 10 December 1985 in San Giuliano Terme (PI). */
export const DEFAULT_TAX_CODE_FORM: TaxCodeForm = {
  surname: 'Rossi',
  name: 'Mario',
  sex: 'M',
  birthDate: '1985-12-10',
  birthPlace: 'San Giuliano Terme (PI)',
  code: '',
};

/**
 * The form's parameters in a link. The page keeps them out of the address (they are personal data): they enter a
 * link only when the visitor presses «Copia link», and such a link fills the form.
 */
export const TAX_CODE_URL: UrlSchema<TaxCodeForm> = {
  surname: ['cognome', textParam(100)],
  name: ['nome', textParam(100)],
  sex: ['sesso', choiceParam(new Map<Sex, string>([['M', 'm'], ['F', 'f']]))],
  birthDate: ['nascita', isoDateParam],
  birthPlace: ['luogo', textParam(100)],
  code: ['codice', textParam(30)],
};

export const SEX_OPTIONS: readonly Sex[] = ['M', 'F'];
export const SEX_LABELS: Record<Sex, string> = { M: 'Maschio', F: 'Femmina' };

export const INCOMPLETE = 'Compila cognome, nome, data e luogo di nascita per calcolare il codice';
/** While the table of places loads (once, when the tool opens): the code is computed as soon as it is in. */
export const PLACES_LOADING = 'Caricamento dei comuni e degli stati esteri…';
/** A place whose name is still being typed («San Giu»): not yet a refusal. */
export const PLACE_BEING_TYPED = 'Continua a scrivere il luogo di nascita o scegli uno dei suggerimenti';

/** The messages that say what is still missing, shown as a hint rather than as an error. */
export const TAX_CODE_HINTS: ReadonlySet<string> = new Set([INCOMPLETE, PLACES_LOADING, PLACE_BEING_TYPED]);

/** Whether the page holds the table of places, is loading it, or could not (offline at the first visit): then the server answers. */
export type PlacesState = 'loading' | 'ready' | 'failed';

/** The request to compute the code, or the message that stops it from being sent. */
export function toCalculateRequest(form: TaxCodeForm): PreparedRequest<CalculateTaxCodeRequest> {
  const surname = form.surname.trim();
  const name = form.name.trim();
  const birthPlace = form.birthPlace.trim();
  if (!surname || !name || isoDateParam.parse(form.birthDate) === undefined || birthPlace.length < 2) return { invalid: INCOMPLETE };
  return { request: { surname, name, sex: form.sex, birthDate: form.birthDate, birthPlace } };
}

/**
 * The request to compute the code, or the hint that stops it: the form incomplete, the places still loading, or a
 * place still being typed (`beingTyped`, which asks the table). Nothing is sent, nor refused, until it can be answered.
 */
export function toTaxCodeRequest(form: TaxCodeForm, places: PlacesState, beingTyped: (place: string) => boolean): PreparedRequest<CalculateTaxCodeRequest> {
  const prepared = toCalculateRequest(form);
  if ('invalid' in prepared || places === 'failed') return prepared;
  if (places === 'loading') return { invalid: PLACES_LOADING };
  return beingTyped(prepared.request.birthPlace) ? { invalid: PLACE_BEING_TYPED } : prepared;
}

/** The request to check a code; an empty box sends nothing and shows nothing. */
export function toCheckRequest(code: string): PreparedRequest<CheckTaxCodeRequest> {
  const trimmed = code.trim();
  return trimmed ? { request: { code: trimmed } } : { invalid: '' };
}

/** How a place is written in the box and in the autocomplete: «Milano (MI)», a foreign state by its name. */
export function placeLabel(place: BirthPlace): string {
  return place.province ? `${place.name} (${place.province})` : place.name;
}

/**
 * A place with what it is: «comune soppresso o rinominato», «stato estero», today's name for an old one («Congo
 * Leopoldville, stato estero, oggi Repubblica Democratica del Congo») and until when its code was used.
 */
export function placeDescription(place: BirthPlace): string {
  const kind = place.foreign ? (place.validTo ? 'stato estero non più esistente' : 'stato estero') : place.former ? 'comune soppresso o rinominato' : 'comune';
  const today = place.currentName ? `, oggi ${place.currentName}` : '';
  const until = place.validTo ? ` (in uso fino al ${formatDay(place.validTo)})` : '';
  return `${placeLabel(place)}, ${kind}${today}, codice ${place.code}${until}`;
}

/** What a name is compared by, as the server compares it: no accents, apostrophes or punctuation, upper case. */
function nameKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/['’`]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

export interface PlaceChoice {
  label: string;
  /** What choosing it writes in the place box: the label, or the code where two places share the label. */
  value: string;
  place: BirthPlace;
}

/**
 * The places to choose from when the name typed (without province or code) is the whole name of more than one
 * place of that day among the suggestions: Brione in 1987 was a comune of Brescia and one of Trento.
 */
export function placeChoices(text: string, suggestions: readonly BirthPlace[]): PlaceChoice[] {
  const typed = nameKey(text);
  if (!typed || /\([A-Za-z]{2}\)\s*$/.test(text) || /^[A-Za-z]\d{3}$/.test(text.trim())) return [];
  const byCode = new Map(suggestions.filter((place) => nameKey(place.name) === typed).map((place) => [place.code, place]));
  if (byCode.size < 2) return [];
  const places = [...byCode.values()];
  const label = (place: BirthPlace) => (place.foreign ? `${place.name} (stato estero)` : placeLabel(place));
  const shared = (place: BirthPlace) => places.filter((other) => label(other) === label(place)).length > 1;
  return places.map((place) => ({ label: label(place), value: place.foreign || shared(place) ? place.code : placeLabel(place), place }));
}

/**
 * The text typed in the place box asks the server for suggestions once it has two Latin letters or digits (as the
 * server counts them: «(a» has one), unless it is already a full label.
 */
export function placeQuery(text: string): string | null {
  const trimmed = text.trim();
  const letters = trimmed.normalize('NFKD').replace(/[^A-Za-z0-9]/g, '');
  if (letters.length < 2 || /\([A-Z]{2}\)$/.test(trimmed)) return null;
  return trimmed;
}

export interface PlaceSearch {
  q: string;
  /** The day of birth, so that the suggestions are the places of that day (Montalcino 1960 is F402). */
  date?: string;
}

/** The suggestions to ask for: the text typed and, once it is a real day, the date of birth. */
export function placeSearch(query: string | null, birthDate: string): PreparedRequest<PlaceSearch> {
  if (!query) return { invalid: '' };
  const date = isoDateParam.parse(birthDate);
  return { request: date ? { q: query, date } : { q: query } };
}
