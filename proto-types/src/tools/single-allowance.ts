/** Assegno unico e universale (`POST /api/calculate-single-allowance`). */
import { Type, type Static } from 'typebox';
import { CHOICE_LABELS, StringEnum } from '../common.js';
import { ALLOWANCE_MAX_CHILDREN, ALLOWANCE_MAX_ISEE, DISABILITIES, DISABILITY_LABELS } from '../logic/single-allowance.js';
import { AppliedRule } from './rules.js';

export const AllowanceChild = Type.Object({
  birthDate: Type.String({ maxLength: 10, title: 'Data di nascita' }),
  /** As the decree names the degrees: media, grave, non autosufficienza. */
  disability: Type.Optional(StringEnum(DISABILITIES, { title: 'Disabilità', [CHOICE_LABELS]: DISABILITY_LABELS })),
});

/**
 * `year` of the INPS amounts (2025, 2026); `month` 1–12 the month considered, the children's ages counted on its first
 * day (12 when absent); `isee` absent when none was filed (the least amounts).
 */
export const CalculateSingleAllowanceRequest = Type.Object({
  year: Type.Integer({ minimum: 2000, maximum: 2100, title: 'Anno' }),
  month: Type.Optional(Type.Integer({ minimum: 1, maximum: 12, title: 'Mese' })),
  isee: Type.Optional(Type.Number({ minimum: 0, maximum: ALLOWANCE_MAX_ISEE, title: 'ISEE' })),
  children: Type.Array(AllowanceChild, { minItems: 1, maxItems: ALLOWANCE_MAX_CHILDREN, title: 'Figli' }),
  motherUnder21: Type.Optional(Type.Boolean({ title: 'Madre con meno di 21 anni' })),
  bothParentsWorking: Type.Optional(Type.Boolean({ title: 'Entrambi i genitori con reddito da lavoro' })),
});
export type CalculateSingleAllowanceRequest = Static<typeof CalculateSingleAllowanceRequest>;

const AllowanceChildResult = Type.Object({
  birthDate: Type.String(),
  age: Type.Integer(),
  disability: StringEnum(DISABILITIES),
  entitled: Type.Boolean(),
  base: Type.Number(),
  youngChild: Type.Number(),
  laterChild: Type.Number(),
  disabilitySupplement: Type.Number(),
  youngMother: Type.Number(),
  workingParents: Type.Number(),
  total: Type.Number(),
});

export const CalculateSingleAllowanceResponse = Type.Object({
  year: Type.Integer(),
  month: Type.Integer(),
  isee: Type.Union([Type.Number(), Type.Null()]),
  lower: Type.Number(),
  upper: Type.Number(),
  children: Type.Array(AllowanceChildResult),
  largeFamily: Type.Number(),
  total: Type.Number(),
  steps: Type.Array(Type.Object({ label: Type.String(), value: Type.String() })),
  notes: Type.Array(Type.String()),
  rules: Type.Array(AppliedRule),
});
export type CalculateSingleAllowanceResponse = Static<typeof CalculateSingleAllowanceResponse>;
