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
});
export type ConvertLiraRequest = Static<typeof ConvertLiraRequest>;

export const ConvertLiraResponse = Type.Object({
  direction: Type.Union([Type.Literal('lire-to-euro'), Type.Literal('euro-to-lire')]),
  lire: Type.Number(),
  euro: Type.Number(),
  rate: Type.Number(),
  formula: Type.String(),
  rules: Type.Array(AppliedRule),
});
export type ConvertLiraResponse = Static<typeof ConvertLiraResponse>;
