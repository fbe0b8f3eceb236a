/** Partita IVA check (`POST /api/check-vat-number`). */
import { Type, type Static } from 'typebox';
import { VAT_NUMBER_FIELDS } from '../logic/bounds.js';
import { AppliedRule } from './rules.js';

/** Eleven digits; spaces, dots, dashes and an `IT` prefix are allowed (as printed on invoices). */
export const CheckVatNumberRequest = Type.Object({
  vatNumber: Type.String({ ...VAT_NUMBER_FIELDS.vatNumber }),
});
export type CheckVatNumberRequest = Static<typeof CheckVatNumberRequest>;

/** The office of digits 8–10: `name` is absent when the code is not in the table the tool knows. */
export const VatNumberOffice = Type.Object({
  code: Type.String(),
  name: Type.Optional(Type.String()),
  /** Italian: what the code says, or why the tool cannot say it. */
  note: Type.String(),
});
export type VatNumberOffice = Static<typeof VatNumberOffice>;

/**
 * A well-formed request always answers 200: `valid` says whether the number has the form of a partita IVA and its
 * check digit is right, not whether it is active (that needs the Agenzia's or VIES's online check). When it is not,
 * `reason` (Italian) says why and `wrongPart` which part: `format`, `length` or `check-digit`.
 */
export const CheckVatNumberResponse = Type.Object({
  valid: Type.Boolean(),
  /** The eleven digits without spaces or prefix (or what was read, when they are not eleven digits). */
  formatted: Type.String(),
  reason: Type.Optional(Type.String()),
  wrongPart: Type.Optional(Type.String()),
  /** Digits 1–7: the taxpayer's serial number at the office. */
  registration: Type.Optional(Type.String()),
  office: Type.Optional(VatNumberOffice),
  checkDigit: Type.Optional(
    Type.Object({
      /** The eleventh digit as written. */
      given: Type.String(),
      /** The digit the algorithm gives for the first ten. */
      expected: Type.String(),
      correct: Type.Boolean(),
    }),
  ),
  rules: Type.Array(AppliedRule),
});
export type CheckVatNumberResponse = Static<typeof CheckVatNumberResponse>;
