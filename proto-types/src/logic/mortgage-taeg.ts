/** The present value, at `rate` per period, of `outflows` paid at the end of each period. */
export function presentValue(outflows: readonly number[], rate: number): number {
  const factor = 1 / (1 + rate);
  let discount = 1;
  let sum = 0;
  for (const flow of outflows) {
    discount *= factor;
    sum += flow * discount;
  }
  return sum;
}

/**
 * The per-period internal rate of return of a loan: `received` (> 0) at time 0 against positive `outflows` at the
 * end of each period. Their present value falls from +∞ (rate → −1) to 0 (rate → ∞), so exactly one rate solves
 * the equation: the bracket is widened until it holds that rate, wherever it is, then halved until the midpoint of
 * two neighbouring doubles no longer moves. Null when no double brackets it (a rate beyond 10^300 per period).
 */
export function periodIrr(received: number, outflows: readonly number[]): number | null {
  let low = 0;
  while (presentValue(outflows, low) < received) low = low === 0 ? -0.5 : (low - 1) / 2;
  let high = 1;
  while (presentValue(outflows, high) > received) {
    high *= 2;
    if (!Number.isFinite(high) || high > 1e300) return null;
  }
  for (;;) {
    const middle = low + (high - low) / 2;
    if (middle <= low || middle >= high) return presentValue(outflows, low) - received <= received - presentValue(outflows, high) ? low : high;
    if (presentValue(outflows, middle) > received) low = middle;
    else high = middle;
  }
}

/**
 * TAEG in percent: the per-period IRR made yearly over `perYear` periods, (1 + j)^perYear − 1; null when it is not a
 * finite number. `received` must be positive: with no credit left after the upfront costs there is no rate.
 */
export function taeg(received: number, outflows: readonly number[], perYear: number): number | null {
  if (!(received > 0)) return null;
  const irr = periodIrr(received, outflows);
  if (irr === null) return null;
  const yearly = ((1 + irr) ** perYear - 1) * 100;
  return Number.isFinite(yearly) ? yearly : null;
}
