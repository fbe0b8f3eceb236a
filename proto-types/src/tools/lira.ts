/** Lire and euro (`POST /api/convert-lira`). */
import { Type, type Static } from 'typebox';
import { LIRA_MAX_EURO, LIRA_MAX_LIRE } from '../logic/lira.js';
import { AppliedRule } from './rules.js';

/**
 * Exactly one of `lire` (to euro, to the cent) and `euro` (to whole lire), at 1 € = 1.936,27 lire. The fields' JSON
 * names are the Italian words a person reads, so they are their own titles.
 */
export const ConvertLiraRequest = Type.Object({
  lire: Type.Optional(Type.Number({ minimum: 0, maximum: LIRA_MAX_LIRE, title: 'lire' })),
  euro: Type.Optional(Type.Number({ minimum: 0, maximum: LIRA_MAX_EURO, title: 'euro' })),
  /** With `toYear`: the sum is of this year (lire before 2002, euro from 2002) and is also given in money of `toYear`. */
  year: Type.Optional(Type.Integer({ minimum: 1861, maximum: 9999, title: 'anno della somma' })),
  toYear: Type.Optional(Type.Integer({ minimum: 1861, maximum: 9999, title: 'anno di arrivo' })),
});
export type ConvertLiraRequest = Static<typeof ConvertLiraRequest>;

export const ConvertLiraResponse = Type.Object({
  direction: Type.Union([Type.Literal('lire-to-euro'), Type.Literal('euro-to-lire')]),
  lire: Type.Number(),
  euro: Type.Number(),
  rate: Type.Number(),
  formula: Type.String(),
  rules: Type.Array(AppliedRule),
  /** Only with `year` and `toYear`: the sum in money of `toYear` by ISTAT's coefficients of the value of money. */
  value: Type.Optional(
    Type.Object({
      amount: Type.Number(),
      year: Type.Integer(),
      toYear: Type.Integer(),
      fromCurrency: Type.Union([Type.Literal('lire'), Type.Literal('euro')]),
      toCurrency: Type.Union([Type.Literal('lire'), Type.Literal('euro')]),
      coefficient: Type.String(),
      /** The year of the ISTAT table («in valori del …») the coefficients come from. */
      tableYear: Type.Integer(),
      value: Type.Number(),
      steps: Type.Array(Type.Object({ label: Type.String(), value: Type.String() })),
      source: Type.Object({ title: Type.String(), url: Type.String() }),
      confirmed: Type.Boolean(),
    }),
  ),
});
export type ConvertLiraResponse = Static<typeof ConvertLiraResponse>;
