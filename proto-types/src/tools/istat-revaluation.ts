/** A sum revalued by the FOI index between two months (`POST /api/revalue-istat`). */
import { Type, type Static } from 'typebox';
import { ISTAT_MAX_AMOUNT } from '../logic/istat-revaluation.js';

export const RevalueIstatRequest = Type.Object({
  amount: Type.Number({ minimum: 0, maximum: ISTAT_MAX_AMOUNT, title: 'Somma' }),
  from: Type.String({ maxLength: 7, title: 'Mese di partenza' }),
  to: Type.String({ maxLength: 7, title: 'Mese di arrivo' }),
  share: Type.Optional(Type.Integer({ minimum: 75, maximum: 100, title: 'Quota della variazione' })),
  cedolareSecca: Type.Optional(Type.Boolean({ title: 'Cedolare secca' })),
  /** `labour-credit`: a labour credit under art. 429 c.p.c., revalued with legal interest on the revalued sum. */
  mode: Type.Optional(Type.Union([Type.Literal('revaluation'), Type.Literal('labour-credit')], { title: 'Calcolo' })),
});
export type RevalueIstatRequest = Static<typeof RevalueIstatRequest>;

export const RevalueIstatResponse = Type.Object({
  amount: Type.Number(),
  from: Type.String(),
  to: Type.String(),
  fromIndex: Type.String(),
  toIndex: Type.String(),
  /** Percent, one decimal. */
  change: Type.Number(),
  share: Type.Number(),
  applied: Type.Number(),
  revalued: Type.Number(),
  difference: Type.Number(),
  blocked: Type.Boolean(),
  steps: Type.Array(Type.Object({ label: Type.String(), value: Type.String() })),
  foiLastMonth: Type.String(),
  /** Only with `mode: "labour-credit"`. */
  labourCredit: Type.Optional(
    Type.Object({
      amount: Type.Number(),
      from: Type.String(),
      to: Type.String(),
      revalued: Type.Number(),
      revaluation: Type.Number(),
      interest: Type.Number(),
      total: Type.Number(),
      stretches: Type.Array(
        Type.Object({
          from: Type.String(),
          to: Type.String(),
          firstDay: Type.String(),
          lastDay: Type.String(),
          days: Type.Integer(),
          capital: Type.Number(),
          change: Type.Number(),
          rates: Type.Array(Type.Number()),
          interest: Type.Number(),
        }),
      ),
      steps: Type.Array(Type.Object({ label: Type.String(), value: Type.String(), rule: Type.String() })),
      foiLastMonth: Type.String(),
    }),
  ),
});
export type RevalueIstatResponse = Static<typeof RevalueIstatResponse>;
