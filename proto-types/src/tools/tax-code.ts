/** Codice fiscale (`POST /api/calculate-tax-code`, `POST /api/check-tax-code`, `GET /api/municipalities`). */
import { Type, type Static } from 'typebox';
import { StringEnum } from '../common.js';
import { TAX_CODE_BIRTH_DATE_TITLE, TAX_CODE_FIELDS, TAX_CODE_SEX_TITLE } from '../logic/bounds.js';
import { MUNICIPALITIES_MAX } from '../logic/tax-code-places.js';

export { MUNICIPALITIES_MAX };

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
  surname: Type.String({ ...TAX_CODE_FIELDS.surname }),
  name: Type.String({ ...TAX_CODE_FIELDS.name }),
  sex: StringEnum(['M', 'F'] as const, { title: TAX_CODE_SEX_TITLE }),
  birthDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', title: TAX_CODE_BIRTH_DATE_TITLE }),
  /** A comune's name (with its province in brackets when the name is shared: «Castro (LE)»), a Belfiore code, or a foreign state. */
  birthPlace: Type.String({ ...TAX_CODE_FIELDS.birthPlace }),
});
export type CalculateTaxCodeRequest = Static<typeof CalculateTaxCodeRequest>;

export const CalculateTaxCodeResponse = Type.Object({
  code: Type.String(),
  birthPlace: BirthPlace,
});
export type CalculateTaxCodeResponse = Static<typeof CalculateTaxCodeResponse>;

export const CheckTaxCodeRequest = Type.Object({
  code: Type.String({ ...TAX_CODE_FIELDS.code }),
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

export const MunicipalitiesResponse = Type.Array(BirthPlace, { maxItems: MUNICIPALITIES_MAX });
export type MunicipalitiesResponse = Static<typeof MunicipalitiesResponse>;
