/**
 * Converting an amount between two currencies from the euro reference rates of one day: one module for
 * the tools service (`POST /api/convert-currency`) and the page, which converts a new amount of the pair
 * it already holds the rates of with no round trip, and gets the very number the service would answer.
 * Pure and free of schema code, so the frontend bundles it as it bundles `enums.ts`.
 */

/** The two reference rates a conversion needs: how many units of `from`, and of `to`, one euro buys. */
export interface PairRates {
  from: string;
  to: string;
  fromPerEuro: number;
  toPerEuro: number;
}

/** A rate to ten significant digits: hides binary noise (0.30000000000000004) and keeps the meaning. */
function tidyRate(value: number): number {
  return Number(value.toPrecision(10));
}

/** An amount to six decimals: finer than any currency's smallest unit. */
function tidyAmount(value: number): number {
  return Number(value.toFixed(6));
}

/** Cross rate through the euro: 1 `from` = rate `to`. The same currency is exactly 1. */
export function pairRate({ from, to, fromPerEuro, toPerEuro }: PairRates): number {
  if (from === to) return 1;
  return tidyRate(toPerEuro / fromPerEuro);
}

/**
 * `amount` of `from` in `to`, through the euro, to six decimals. Multiplied before dividing, from the two
 * reference rates rather than the rounded cross rate, so a large amount loses nothing to the rounding.
 */
export function convertAtRates(amount: number, { from, to, fromPerEuro, toPerEuro }: PairRates): number {
  const exact = from === to ? amount : (amount * toPerEuro) / fromPerEuro;
  return tidyAmount(exact);
}
