/** Stipendio netto of an Italian employee (`POST /api/calculate-net-salary`), from the RAL or back from the net. */
import { Type, type Static } from 'typebox';
import { CHOICE_LABELS, StringEnum } from '../common.js';
import { NET_SALARY_CONTRACTS, NET_SALARY_CONTRACT_LABELS, NET_SALARY_EMPLOYERS, NET_SALARY_EMPLOYER_LABELS, NET_SALARY_MONTHS, NET_SALARY_REGIONS, NET_SALARY_REGION_NAMES, type NetSalaryMonths } from '../enums.js';
import { AppliedRule } from './rules.js';

/** The largest yearly amount accepted, in euro: still exact to the cent. */
export const NET_SALARY_AMOUNT_LIMIT = 10_000_000;
/** The highest comunale rate accepted, percent: 0,8% by law, 0,9% for Roma, more for comuni in financial recovery. */
export const MUNICIPAL_RATE_LIMIT = 3;

/**
 * Either `gross` (the RAL, yearly) or `net` (the yearly net wanted: the answer finds the smallest RAL that gives at
 * least it). `months` only divides the year's net; `municipalRate` is the comune's addizionale in percent (0 when
 * absent, with a note); `employer` picks the employee's INPS rate; `year` the rules (the current year when absent).
 */
export const CalculateNetSalaryRequest = Type.Object({
  gross: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: NET_SALARY_AMOUNT_LIMIT, title: 'RAL, retribuzione annua lorda (€)' })),
  net: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: NET_SALARY_AMOUNT_LIMIT, title: 'Netto annuo che vuoi (€)' })),
  year: Type.Optional(Type.Integer({ minimum: 2025, maximum: 2026, title: 'Anno' })),
  months: Type.Optional(Type.Unsafe<NetSalaryMonths>({ type: 'integer', enum: [...NET_SALARY_MONTHS], title: 'Mensilità' })),
  region: StringEnum(NET_SALARY_REGIONS, { title: 'Regione di residenza', [CHOICE_LABELS]: NET_SALARY_REGION_NAMES }),
  municipalRate: Type.Optional(Type.Number({ minimum: 0, maximum: MUNICIPAL_RATE_LIMIT, title: 'Addizionale comunale (%)' })),
  employer: Type.Optional(StringEnum(NET_SALARY_EMPLOYERS, { title: 'Datore di lavoro', [CHOICE_LABELS]: NET_SALARY_EMPLOYER_LABELS })),
  contract: Type.Optional(StringEnum(NET_SALARY_CONTRACTS, { title: 'Contratto', [CHOICE_LABELS]: NET_SALARY_CONTRACT_LABELS })),
});
export type CalculateNetSalaryRequest = Static<typeof CalculateNetSalaryRequest>;

/** Every step from the RAL to the net, euro to the cent. */
export const NetSalaryBreakdown = Type.Object({
  /** Employee's INPS contributions, the 1% over the yearly threshold included. */
  inps: Type.Number(),
  /** Percent of the RAL (9,19 or 9,49). */
  inpsRate: Type.Number(),
  /** The additional 1% on the RAL over the first pension bracket (art. 3-ter D.L. 384/1992), part of `inps`. */
  inpsAdditional: Type.Number(),
  /** RAL less INPS: the IRPEF base (reddito complessivo of an employee with no other income). */
  taxableIncome: Type.Number(),
  grossIrpef: Type.Number(),
  /** Detrazione per lavoro dipendente (art. 13 TUIR), the 65 € between 25.000 and 35.000 € included. */
  employmentDeduction: Type.Number(),
  /** Cuneo fiscale up to 20.000 €: the tax-free sum (L. 207/2024 art. 1 c. 4), paid on top of the net. */
  cuneoTaxFreeSum: Type.Number(),
  /** Cuneo fiscale from 20.000 to 40.000 €: the extra deduction (L. 207/2024 art. 1 c. 6). */
  cuneoDeduction: Type.Number(),
  /** IRPEF after the deductions, never below zero. */
  netIrpef: Type.Number(),
  /** D.L. 3/2020 art. 1: up to 1.200 € a year, paid on top of the net. */
  trattamentoIntegrativo: Type.Number(),
  regional: Type.Number(),
  municipal: Type.Number(),
  net: Type.Number(),
});
export type NetSalaryBreakdown = Static<typeof NetSalaryBreakdown>;

/** An income where one more euro of RAL can give less net: a benefit ends or a tax starts there. */
export const NetSalaryThreshold = Type.Object({
  /** Taxable income (RAL less INPS), euro. */
  income: Type.Number(),
  /** Italian: what changes above it. */
  label: Type.String(),
});
export type NetSalaryThreshold = Static<typeof NetSalaryThreshold>;

/** The same request under the other year's rules: the 2025 ↔ 2026 comparison. */
export const NetSalaryComparison = Type.Object({
  year: Type.Integer(),
  gross: Type.Number(),
  net: Type.Number(),
  netMonthly: Type.Number(),
});
export type NetSalaryComparison = Static<typeof NetSalaryComparison>;

/** A RAL and the year's net it gives, euro. */
export const NetSalaryPoint = Type.Object({ gross: Type.Number(), net: Type.Number() });
export type NetSalaryPoint = Static<typeof NetSalaryPoint>;

/**
 * When a net was asked that no RAL gives to the cent (the net jumps where a benefit starts, as the trattamento
 * integrativo does): the net asked, the nearest net below and above it that a RAL gives, each with the smallest such
 * RAL, and an Italian sentence that says so.
 */
export const NetSalaryGap = Type.Object({
  asked: Type.Number(),
  below: Type.Optional(NetSalaryPoint),
  above: Type.Optional(NetSalaryPoint),
  explanation: Type.String(),
});
export type NetSalaryGap = Static<typeof NetSalaryGap>;

export const CalculateNetSalaryResponse = Type.Object({
  year: Type.Integer(),
  /** `gross` when the RAL was given, `net` when the net was. */
  mode: StringEnum(['gross', 'net'] as const),
  gross: Type.Number(),
  net: Type.Number(),
  /** The net divided by `months`, to the cent. */
  netMonthly: Type.Number(),
  months: Type.Integer(),
  region: StringEnum(NET_SALARY_REGIONS),
  /** The comunale rate used, percent, and whether it was left at 0 because none was given. */
  municipalRate: Type.Number(),
  municipalRateGiven: Type.Boolean(),
  breakdown: NetSalaryBreakdown,
  thresholds: Type.Array(NetSalaryThreshold),
  comparison: NetSalaryComparison,
  /** Only in `net` mode, when no RAL gives exactly the net asked. */
  netGap: Type.Optional(NetSalaryGap),
  /** Italian notes: what the figure leaves out, values not yet confirmed for the year. */
  notes: Type.Array(Type.String()),
  rules: Type.Array(AppliedRule),
});
export type CalculateNetSalaryResponse = Static<typeof CalculateNetSalaryResponse>;
