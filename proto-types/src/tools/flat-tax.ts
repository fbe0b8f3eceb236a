/** Regime forfettario: substitute tax and INPS contributions of a partita IVA (`POST /api/calculate-flat-tax`). */
import { Type, type Static } from 'typebox';
import { CHOICE_LABELS, StringEnum } from '../common.js';
import { FLAT_TAX_ACTIVITIES, FLAT_TAX_ACTIVITY_LABELS, FLAT_TAX_FUNDS, FLAT_TAX_FUND_LABELS } from '../enums.js';
import { AppliedRule } from './rules.js';

import { FLAT_TAX_FIELDS as F } from '../logic/bounds.js';

export { FLAT_TAX_REVENUE_LIMIT } from '../logic/bounds.js';

/**
 * `revenue`: the year's revenue or fees collected, in euro (up to two decimals). The coefficient comes from exactly
 * one of `activity` (the group of the law's table), `ateco` (an ATECO 2007 code, e.g. «62.01.00») or `coefficient`
 * (40–86, one of the table's values). `startup`: the first five years of a new activity (5% instead of 15%).
 * `reduction`: the 35% cut artigiani and commercianti may ask for. `insuredBefore1996` picks the lower massimale.
 * `employeeIncome`: employee or pension income of the year before, for the 35.000 € limit. `year`: 2025 or 2026.
 */
export const CalculateFlatTaxRequest = Type.Object({
  revenue: Type.Number({ ...F.revenue }),
  activity: Type.Optional(StringEnum(FLAT_TAX_ACTIVITIES, { title: F.activityTitle, [CHOICE_LABELS]: FLAT_TAX_ACTIVITY_LABELS })),
  ateco: Type.Optional(Type.String({ ...F.ateco })),
  coefficient: Type.Optional(Type.Integer({ ...F.coefficient })),
  startup: Type.Optional(Type.Boolean({ title: F.startupTitle })),
  fund: StringEnum(FLAT_TAX_FUNDS, { title: F.fundTitle, [CHOICE_LABELS]: FLAT_TAX_FUND_LABELS }),
  reduction: Type.Optional(Type.Boolean({ title: F.reductionTitle })),
  insuredBefore1996: Type.Optional(Type.Boolean({ title: F.insuredBefore1996Title })),
  employeeIncome: Type.Optional(Type.Number({ ...F.employeeIncome })),
  year: Type.Optional(Type.Integer({ ...F.year })),
});
export type CalculateFlatTaxRequest = Static<typeof CalculateFlatTaxRequest>;

/** How the INPS contributions were reached, in euro. */
export const FlatTaxContributions = Type.Object({
  fund: StringEnum(FLAT_TAX_FUNDS),
  /** The income the contributions are computed on: the flat income, raised to the minimale and capped at the massimale. */
  base: Type.Number(),
  /** Artigiani and commercianti: the contribution on the minimale, due whatever the income (maternity included). */
  fixed: Type.Number(),
  /** The percentage on the income above the minimale (the whole contribution for the Gestione separata). */
  onIncome: Type.Number(),
  /** True when the 35% reduction was applied. */
  reduced: Type.Boolean(),
  total: Type.Number(),
});
export type FlatTaxContributions = Static<typeof FlatTaxContributions>;

/** One regime of the comparison, for the same revenue and the same costs (the coefficient's complement). */
export const FlatTaxRegimeFigures = Type.Object({
  contributions: Type.Number(),
  /** What the tax is computed on: income less the contributions. */
  taxableIncome: Type.Number(),
  tax: Type.Number(),
  /** Revenue less the assumed costs, the contributions and the tax. */
  net: Type.Number(),
});
export type FlatTaxRegimeFigures = Static<typeof FlatTaxRegimeFigures>;

export const FlatTaxComparison = Type.Object({
  /** Costs assumed in both regimes: revenue less the flat income. */
  costs: Type.Number(),
  flatTax: FlatTaxRegimeFigures,
  /** IRPEF by brackets on the same income less the contributions (with no 35% reduction, a forfettario's only). */
  ordinary: FlatTaxRegimeFigures,
  /** flatTax.net − ordinary.net: what the forfettario saves (negative when it costs more). */
  saving: Type.Number(),
  /** Italian: what the comparison leaves out. */
  simplifications: Type.Array(Type.String()),
});
export type FlatTaxComparison = Static<typeof FlatTaxComparison>;

/** Euro to the cent: `revenue − contributions − tax = net`. */
export const CalculateFlatTaxResponse = Type.Object({
  year: Type.Integer(),
  revenue: Type.Number(),
  /** The group of the table, when the coefficient came from an activity or an ATECO code. */
  activity: Type.Optional(Type.Object({ id: StringEnum(FLAT_TAX_ACTIVITIES), label: Type.String(), atecoCodes: Type.String() })),
  coefficient: Type.Number(),
  /** Revenue × coefficient. */
  income: Type.Number(),
  contributions: Type.Number(),
  contributionDetail: FlatTaxContributions,
  /** 5 or 15. */
  taxRate: Type.Number(),
  taxableIncome: Type.Number(),
  tax: Type.Number(),
  /** Revenue less contributions and tax, before the activity's real costs. */
  net: Type.Number(),
  /** Italian: the ceilings passed, the employee income over its limit. */
  warnings: Type.Array(Type.String()),
  /** Italian: what the figures assume, and the year's values not yet confirmed. */
  notes: Type.Array(Type.String()),
  comparison: FlatTaxComparison,
  rules: Type.Array(AppliedRule),
});
export type CalculateFlatTaxResponse = Static<typeof CalculateFlatTaxResponse>;
