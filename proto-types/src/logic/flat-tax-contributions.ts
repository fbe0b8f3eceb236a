import type { FlatTaxContributions } from '../tools/flat-tax.js';
import type { FlatTaxFund } from '../enums.js';
import type { SeparateFund, TradeFund } from './rules/flat-tax.js';

/** `cents × percent / 100`, rounded to the cent halves up, in integers (percent with up to two decimals). */
export function percentOf(cents: number, percent: number): number {
  const hundredths = Math.round(percent * 100);
  return Math.floor((cents * hundredths + 5000) / 10000);
}

export interface FundRules {
  separate: SeparateFund;
  trade: TradeFund;
  /** Percent taken off artigiani's and commercianti's contributions when asked for (35). */
  reduction: number;
}

export interface ContributionInput {
  fund: FlatTaxFund;
  /** The flat income, in cents. */
  income: number;
  reduced: boolean;
  insuredBefore1996: boolean;
}

/** Cents in, cents out: the year's INPS contributions on a flat income. */
export function contributionsCents(input: ContributionInput, rules: FundRules): Omit<FlatTaxContributions, 'fund'> {
  if (input.fund === 'gestione-separata') {
    // No minimum payment: below the minimale INPS credits fewer months instead.
    const base = Math.min(input.income, rules.separate.massimale * 100);
    const total = percentOf(base, rules.separate.rate);
    return { base, fixed: 0, onIncome: total, reduced: false, total };
  }
  const { rate, minimale, threshold, massimale, maternity } = rules.trade;
  const ceiling = (input.insuredBefore1996 ? massimale.before1996 : massimale.from1996) * 100;
  // The minimale is due whatever the income; above the threshold the rate is one point higher.
  const base = Math.min(Math.max(input.income, minimale * 100), ceiling);
  const cut = (cents: number) => (input.reduced ? cents - percentOf(cents, rules.reduction) : cents);
  const onMinimale = cut(percentOf(minimale * 100, rate));
  const aboveMinimale = Math.min(base, threshold * 100) - minimale * 100;
  const aboveThreshold = Math.max(0, base - threshold * 100);
  const onIncome = cut(percentOf(aboveMinimale, rate) + percentOf(aboveThreshold, rate + 1));
  const fixed = onMinimale + Math.round(maternity * 100);
  return { base, fixed, onIncome, reduced: input.reduced, total: fixed + onIncome };
}

/** IRPEF by brackets on `cents`, each slice rounded on its own. */
export function irpefCents(cents: number, brackets: ReadonlyArray<{ upTo: number | null; rate: number }>): number {
  let tax = 0;
  let lower = 0;
  for (const bracket of brackets) {
    const upper = bracket.upTo === null ? Number.POSITIVE_INFINITY : bracket.upTo * 100;
    if (cents > lower) tax += percentOf(Math.min(cents, upper) - lower, bracket.rate);
    lower = upper;
  }
  return tax;
}
