/** Codice fiscale (`POST /api/calculate-tax-code`, `POST /api/check-tax-code`, `GET /api/municipalities`). */
import { Type, type Static } from 'typebox';
import { StringEnum } from '../common.js';

export const BirthPlace = Type.Object({
  name: Type.String(),
  /** The Belfiore code: a letter and three digits (Z… for a foreign state). */
  code: Type.String(),
  /** The province's abbreviation; absent for a foreign state. */
  province: Type.Optional(Type.String()),
  /** A foreign state rather than an Italian comune. */
  foreign: Type.Optional(Type.Boolean()),
  /** A comune that no longer exists (merged or renamed): its code still stands in the codes of those born there. */
  former: Type.Optional(Type.Boolean()),
  /** The last day the code was in use (ISO date), where the data knows it; absent while it still is. */
  validTo: Type.Optional(Type.String()),
  /** The name the place bears today, for an old name («Congo Leopoldville»: «Repubblica Democratica del Congo»). */
  currentName: Type.Optional(Type.String()),
});
export type BirthPlace = Static<typeof BirthPlace>;

export const CalculateTaxCodeRequest = Type.Object({
  surname: Type.String({ minLength: 1, maxLength: 100, title: 'Cognome' }),
  name: Type.String({ minLength: 1, maxLength: 100, title: 'Nome' }),
  sex: StringEnum(['M', 'F'] as const, { title: 'Sesso' }),
  birthDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', title: 'Data di nascita' }),
  /** A comune's name (with its province in brackets when the name is shared: «Castro (LE)»), a Belfiore code, or a foreign state. */
  birthPlace: Type.String({ minLength: 2, maxLength: 100, title: 'Luogo di nascita' }),
});
export type CalculateTaxCodeRequest = Static<typeof CalculateTaxCodeRequest>;

export const CalculateTaxCodeResponse = Type.Object({
  code: Type.String(),
  birthPlace: BirthPlace,
});
export type CalculateTaxCodeResponse = Static<typeof CalculateTaxCodeResponse>;

export const CheckTaxCodeRequest = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 32, title: 'Codice fiscale da verificare' }),
});
export type CheckTaxCodeRequest = Static<typeof CheckTaxCodeRequest>;

/** A wrong code answers 200 with `valid: false` and an Italian `reason`. */
export const CheckTaxCodeResponse = Type.Object({
  valid: Type.Boolean(),
  code: Type.String(),
  reason: Type.Optional(Type.String()),
  sex: Type.Optional(StringEnum(['M', 'F'] as const)),
  birthDate: Type.Optional(Type.String()),
  birthPlace: Type.Optional(BirthPlace),
  /** Some digits are replaced by letters: the Agenzia delle Entrate gave it to tell apart two people with the same code. */
  omocodia: Type.Optional(Type.Boolean()),
  /** The code with the letters of omocodia turned back into digits (and its check character recomputed). */
  baseCode: Type.Optional(Type.String()),
});
export type CheckTaxCodeResponse = Static<typeof CheckTaxCodeResponse>;

export const MunicipalitiesQuery = Type.Object({
  /** At least two letters or digits once accents and punctuation are set aside. */
  q: Type.String({ minLength: 2, maxLength: 60, title: 'Luogo di nascita' }),
  /** Only the places whose code was in use on that day (the day of birth). */
  date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', title: 'Data di nascita' })),
});
export type MunicipalitiesQuery = Static<typeof MunicipalitiesQuery>;

export const MUNICIPALITIES_MAX = 20;
export const MunicipalitiesResponse = Type.Array(BirthPlace, { maxItems: MUNICIPALITIES_MAX });
export type MunicipalitiesResponse = Static<typeof MunicipalitiesResponse>;
