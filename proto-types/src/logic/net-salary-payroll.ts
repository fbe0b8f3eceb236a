import type { NetSalaryContract, NetSalaryEmployer } from '../enums.js';
import type { Bracket } from './rules/irpef.js';
import type { CuneoSum, EmploymentDeduction } from './rules/net-salary.js';
import type { RegionalSurtax } from './rules/regional-surtax.js';

/**
 * Exact integer arithmetic: amounts in cents, rates (percent, up to four decimals) as ten-thousandths of a percent,
 * so a product is in millionths of a cent and every figure up to the 10 million euro limit stays an exact integer
 * (under 2^53). Each figure of the answer is rounded once, to the cent, halves up.
 */
const UNIT = 1_000_000;
const rateUnits = (rate: number): number => Math.round(rate * 10_000);
/** `cents × rate%`, in millionths of a cent. */
const share = (cents: number, rate: number): number => cents * rateUnits(rate);
/** Millionths of a cent (never negative) to whole cents, halves up. */
const toCents = (units: number): number => Math.floor((units + UNIT / 2) / UNIT);
/** `numerator / denominator` cents, halves up. */
const roundedQuotient = (numerator: number, denominator: number): number => Math.floor((2 * numerator + denominator) / (2 * denominator));
const euroCents = (euro: number): number => Math.round(euro * 100);

/** The year's rules, as the parameters give them for the day asked. */
export interface YearRules {
  irpef: Bracket[];
  deduction: EmploymentDeduction;
  cuneoSum: CuneoSum;
  cuneoDeduction: { over: number; fullUpTo: number; upTo: number; amount: number };
  integrativo: { amount: number; fullUpTo: number; partialUpTo: number; capacityAllowance: number };
  inpsRate: { standard: number; cigs: number };
  inpsAdditional: { rate: number; over: number };
  regional: RegionalSurtax;
}

export interface Situation {
  rules: YearRules;
  employer: NetSalaryEmployer;
  contract: NetSalaryContract;
  /** Percent. */
  municipalRate: number;
}

/** Every step in cents. */
export interface PayrollCents {
  gross: number;
  inps: number;
  inpsRate: number;
  inpsAdditional: number;
  taxableIncome: number;
  grossIrpef: number;
  employmentDeduction: number;
  cuneoTaxFreeSum: number;
  cuneoDeduction: number;
  netIrpef: number;
  trattamentoIntegrativo: number;
  regional: number;
  municipal: number;
  net: number;
}

/** Progressive tax on `income` cents, in millionths of a cent: each bracket's rate on the part inside it. */
export function progressive(income: number, brackets: readonly Bracket[]): number {
  let tax = 0;
  let floor = 0;
  for (const bracket of brackets) {
    const ceiling = bracket.upTo === null ? Number.POSITIVE_INFINITY : euroCents(bracket.upTo);
    if (income <= floor) break;
    tax += share(Math.min(income, ceiling) - floor, bracket.rate);
    floor = ceiling;
  }
  return tax;
}

/** Art. 13 c. 6 TUIR: the ratios of the formulas are taken to their first four decimals (here in ten-thousandths). */
const ratio = (numerator: number, denominator: number): number => Math.floor((numerator * 10_000) / denominator);

/** Detrazione per lavoro dipendente for a whole year (art. 13 c. 1 and 1.1 TUIR), in cents, on `income` cents. */
export function employmentDeduction(income: number, rule: EmploymentDeduction, contract: NetSalaryContract): number {
  let units: number;
  if (income <= euroCents(rule.lowUpTo)) {
    units = euroCents(Math.max(rule.low, contract === 'fixed-term' ? rule.minimumFixedTerm : rule.minimum)) * UNIT;
  } else if (income <= euroCents(rule.middleUpTo)) {
    const part = ratio(euroCents(rule.middleUpTo) - income, euroCents(rule.middleUpTo - rule.lowUpTo));
    units = euroCents(rule.middleBase) * UNIT + euroCents(rule.middleExtra) * part * (UNIT / 10_000);
  } else if (income <= euroCents(rule.highUpTo)) {
    const part = ratio(euroCents(rule.highUpTo) - income, euroCents(rule.highUpTo - rule.middleUpTo));
    units = euroCents(rule.middleBase) * part * (UNIT / 10_000);
  } else {
    units = 0;
  }
  const bonus = income > euroCents(rule.bonusOver) && income <= euroCents(rule.bonusUpTo) ? euroCents(rule.bonus) : 0;
  return toCents(units) + bonus;
}

function cuneoSum(income: number, rule: CuneoSum): number {
  if (income > euroCents(rule.upTo)) return 0;
  const band = rule.bands.find((candidate) => income <= euroCents(candidate.upTo)) ?? rule.bands[rule.bands.length - 1]!;
  return toCents(share(income, band.rate));
}

function cuneoDeduction(income: number, rule: YearRules['cuneoDeduction']): number {
  if (income <= euroCents(rule.over) || income > euroCents(rule.upTo)) return 0;
  if (income <= euroCents(rule.fullUpTo)) return euroCents(rule.amount);
  return roundedQuotient(euroCents(rule.amount) * (euroCents(rule.upTo) - income), euroCents(rule.upTo - rule.fullUpTo));
}

/**
 * A deduction growing with the income from nothing at `over` to `amount` at `fullAt`, in millionths of a cent, the
 * quotient rounded to the nearest millionth (BigInt: the product passes 2^53). Bolzano's 125 € over 25.000 € is exactly
 * 5.000 millionths a cent of income, so nothing is rounded there.
 */
function graduatedUnits(income: number, rule: NonNullable<RegionalSurtax['graduatedDeduction']>): number {
  const over = euroCents(rule.over);
  if (income <= over) return 0;
  const width = BigInt(euroCents(rule.fullAt) - over);
  const part = BigInt(Math.min(income, euroCents(rule.fullAt)) - over);
  return Number((BigInt(euroCents(rule.amount)) * BigInt(UNIT) * part * 2n + width) / (2n * width));
}

/** The region's addizionale on `income` cents, its exemption, single rate and deductions applied, in cents. */
export function regionalSurtax(income: number, rule: RegionalSurtax): number {
  if (rule.exemptUpTo !== undefined && income <= euroCents(rule.exemptUpTo)) return 0;
  let tax = rule.flatUpTo && income <= euroCents(rule.flatUpTo.upTo) ? share(income, rule.flatUpTo.rate) : progressive(income, rule.brackets);
  for (const deduction of rule.deductions ?? []) {
    if (income > euroCents(deduction.over) && income <= euroCents(deduction.upTo)) tax -= euroCents(deduction.amount) * UNIT;
  }
  if (rule.graduatedDeduction) tax -= graduatedUnits(income, rule.graduatedDeduction);
  return toCents(Math.max(tax, 0));
}

/** The INPS contributions of a RAL, in cents: one rounding for the whole, the 1% over the threshold within it. */
export function inpsCents(grossCents: number, situation: Situation): { inps: number; additional: number; rate: number } {
  const { inpsRate, inpsAdditional } = situation.rules;
  const rate = situation.employer === 'cigs' ? inpsRate.cigs : inpsRate.standard;
  const additional = share(Math.max(grossCents - euroCents(inpsAdditional.over), 0), inpsAdditional.rate);
  return { inps: toCents(share(grossCents, rate) + additional), additional: toCents(additional), rate };
}

/** The RAL less INPS, in cents: what IRPEF and the addizionali are computed on. */
export function taxableCents(grossCents: number, situation: Situation): number {
  return grossCents - inpsCents(grossCents, situation).inps;
}

/** From the RAL (cents) to the year's net, every step rounded to the cent so that the steps add up to the net. */
export function payroll(grossCents: number, situation: Situation): PayrollCents {
  const { rules } = situation;
  const contributions = inpsCents(grossCents, situation);
  const taxableIncome = grossCents - contributions.inps;
  const income = taxableIncome;
  const grossIrpef = toCents(progressive(income, rules.irpef));
  const employment = employmentDeduction(income, rules.deduction, situation.contract);
  const cuneoTaxFreeSum = cuneoSum(income, rules.cuneoSum);
  const cuneo = cuneoDeduction(income, rules.cuneoDeduction);
  const netIrpef = Math.max(0, grossIrpef - employment - cuneo);
  const ti = rules.integrativo;
  let trattamentoIntegrativo = 0;
  if (income <= euroCents(ti.fullUpTo)) {
    if (grossIrpef > employment - ti.capacityAllowance * 100) trattamentoIntegrativo = ti.amount * 100;
  } else if (income <= euroCents(ti.partialUpTo)) {
    trattamentoIntegrativo = Math.min(ti.amount * 100, Math.max(0, employment - grossIrpef));
  }
  // Art. 50 c. 3 d.lgs. 446/1997 and art. 1 c. 4 d.lgs. 360/1998: no addizionali when no IRPEF is due.
  const regional = netIrpef > 0 ? regionalSurtax(income, rules.regional) : 0;
  const municipal = netIrpef > 0 ? toCents(share(income, situation.municipalRate)) : 0;
  const net = grossCents - contributions.inps - netIrpef - regional - municipal + trattamentoIntegrativo + cuneoTaxFreeSum;
  return {
    gross: grossCents,
    inps: contributions.inps,
    inpsRate: contributions.rate,
    inpsAdditional: contributions.additional,
    taxableIncome,
    grossIrpef,
    employmentDeduction: employment,
    cuneoTaxFreeSum,
    cuneoDeduction: cuneo,
    netIrpef,
    trattamentoIntegrativo,
    regional,
    municipal,
    net,
  };
}
