/**
 * Converting an amount between two currencies from the euro reference rates of one day: one module for
 * the tools service (`POST /api/convert-currency`) and the page, which converts a new amount of the pair
 * it already holds the rates of with no round trip, and gets the very number the service would answer.
 * Pure and free of schema code, so the frontend bundles it as it bundles `enums.ts`.
 */
import { fractionOf, over, times, toPlaces, toSignificant } from './exact-decimal.js';

/** The two reference rates a conversion needs: how many units of `from`, and of `to`, one euro buys. */
export interface PairRates {
  from: string;
  to: string;
  fromPerEuro: number;
  toPerEuro: number;
}

/** Cross rate through the euro: 1 `from` = rate `to`, to ten significant digits. The same currency is exactly 1. */
export function pairRate({ from, to, fromPerEuro, toPerEuro }: PairRates): number {
  if (from === to) return 1;
  return Number(toSignificant(over(fractionOf(toPerEuro), fractionOf(fromPerEuro)), 10));
}

/**
 * `amount` of `from` in `to`, through the euro, to six decimals (finer than any currency's smallest unit). The amount
 * and the two reference rates are read as the decimals they are written as, multiplied and divided exactly, and the
 * result rounded once, halves up: AUD→CNY 5.175,53 at 1,7600 and 8,2698 is exactly 24.318,5215875, so 24.318,521588.
 */
export function convertAtRates(amount: number, { from, to, fromPerEuro, toPerEuro }: PairRates): number {
  const value = fractionOf(amount);
  const exact = from === to ? value : over(times(value, fractionOf(toPerEuro)), fractionOf(fromPerEuro));
  return Number(toPlaces(exact, 6));
}
