/**
 * The per-period internal rate of return of a loan: `received` at time 0 against `outflows` at the end of each
 * period, by bisection (the present value falls as the rate grows, so the root is unique).
 */
export function periodIrr(received: number, outflows: readonly number[]): number {
  const presentValue = (rate: number) => outflows.reduce((sum, flow, k) => sum + flow / (1 + rate) ** (k + 1), 0);
  let [low, high] = [-0.99, 1];
  for (let step = 0; step < 200; step += 1) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > received) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** TAEG in percent: the per-period IRR made yearly over `perYear` periods, (1 + j)^perYear − 1. */
export function taeg(received: number, outflows: readonly number[], perYear: number): number {
  return ((1 + periodIrr(received, outflows)) ** perYear - 1) * 100;
}
