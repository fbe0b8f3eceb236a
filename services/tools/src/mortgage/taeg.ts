/**
 * The per-period internal rate of return of a loan: `received` at time 0 against `outflows` at the end of each
 * period, by bisection (the present value falls as the rate grows, so the root is unique). Discount factors by
 * repeated multiplication, and 80 halvings of [−0.99, 1] reach a double's precision.
 */
export function periodIrr(received: number, outflows: readonly number[]): number {
  const presentValue = (rate: number) => {
    const factor = 1 / (1 + rate);
    let discount = 1;
    let sum = 0;
    for (const flow of outflows) {
      discount *= factor;
      sum += flow * discount;
    }
    return sum;
  };
  let [low, high] = [-0.99, 1];
  for (let step = 0; step < 80; step += 1) {
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
