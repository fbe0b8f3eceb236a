/** IBAN check (`POST /api/check-iban`). */
import { Type, type Static } from 'typebox';
import { IBAN_FIELDS } from '../logic/bounds.js';

/** Spaces allowed (as printed in groups of four); the longest IBAN has 34 characters. */
export const CheckIbanRequest = Type.Object({
  iban: Type.String({ ...IBAN_FIELDS.iban }),
});
export type CheckIbanRequest = Static<typeof CheckIbanRequest>;

/**
 * A well-formed request always answers 200: `valid` says whether the IBAN is right, `reason` (Italian) which part
 * is wrong when it is not. `formatted` is the code in groups of four; `country` its ISO 3166 code, `countryName`
 * the country in Italian when known. An Italian IBAN also answers its CIN, ABI, CAB and account number.
 */
export const CheckIbanResponse = Type.Object({
  valid: Type.Boolean(),
  formatted: Type.String(),
  /** Absent for a text that is not an IBAN at all (it does not open with two letters and two digits). */
  country: Type.Optional(Type.String()),
  countryName: Type.Optional(Type.String()),
  reason: Type.Optional(Type.String()),
  /** The part that is wrong: `country`, `length`, `format`, `check-digits`, `cin`, `bank` or `national-check`. */
  wrongPart: Type.Optional(Type.String()),
  sepa: Type.Optional(Type.Boolean()),
  cin: Type.Optional(Type.String()),
  abi: Type.Optional(Type.String()),
  cab: Type.Optional(Type.String()),
  account: Type.Optional(Type.String()),
  /** For a German IBAN, what was checked of the account number (the Bundesbank's method of its bank), in Italian. */
  accountCheck: Type.Optional(Type.String()),
});
export type CheckIbanResponse = Static<typeof CheckIbanResponse>;
