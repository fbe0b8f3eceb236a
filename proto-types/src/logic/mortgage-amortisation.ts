import { divideRounded } from './accrual.js';

/** A rate in thousandths of a percent (3.125% → 3125), so interest is exact in integers. */
export type RateMilli = bigint;

export interface Row {
  n: number;
  payment: bigint;
  interest: bigint;
  principal: bigint;
  balance: bigint;
}

/** Interest of one period on `balance` cents at TAN `rate` with `perYear` payments, rounded to the cent. */
export function periodInterest(balance: bigint, rate: RateMilli, perYear: number): bigint {
  return divideRounded(balance * rate, 100_000n * BigInt(perYear));
}

/** The constant payment of a French amortisation, in cents, rounded to the nearest cent. */
export function annuity(principal: bigint, rate: RateMilli, perYear: number, count: number): bigint {
  const i = Number(rate) / 100_000 / perYear;
  if (i === 0) return divideRounded(principal, BigInt(count));
  const exact = (Number(principal) * i) / (1 - (1 + i) ** -count);
  return BigInt(Math.round(exact));
}

/**
 * The schedule at a constant `payment`: each row's interest on the balance, the principal the rest; the last row
 * pays what is left, so the balance ends at exactly 0 and the principal parts add up to the loan.
 */
export function schedule(principal: bigint, rate: RateMilli, perYear: number, count: number, payment: bigint): Row[] {
  const rows: Row[] = [];
  let balance = principal;
  for (let n = 1; n <= count; n += 1) {
    const interest = periodInterest(balance, rate, perYear);
    let part = payment - interest;
    if (n === count || part > balance) part = balance;
    if (part < 0n) part = 0n;
    balance -= part;
    rows.push({ n, payment: interest + part, interest, principal: part, balance });
    if (balance === 0n) break;
  }
  return rows;
}

/** The most one can borrow, in cents, so that the annuity at `rate` over `count` payments is `payment`. */
export function principalFor(payment: bigint, rate: RateMilli, perYear: number, count: number): bigint {
  const i = Number(rate) / 100_000 / perYear;
  const exact = i === 0 ? Number(payment) * count : (Number(payment) * (1 - (1 + i) ** -count)) / i;
  let principal = BigInt(Math.floor(exact));
  while (principal > 0n && annuity(principal, rate, perYear, count) > payment) principal -= 1n;
  return principal;
}

/** The TAN, in thousandths of a percent, whose annuity on `principal` is closest to `payment` without passing it; null beyond 0–30%. */
export function rateFor(principal: bigint, payment: bigint, perYear: number, count: number): RateMilli | null {
  let [low, high] = [0n, 30_000n];
  if (annuity(principal, low, perYear, count) > payment || annuity(principal, high, perYear, count) < payment) return null;
  while (high - low > 1n) {
    const middle = (low + high) / 2n;
    if (annuity(principal, middle, perYear, count) <= payment) low = middle;
    else high = middle;
  }
  return annuity(principal, high, perYear, count) === payment ? high : low;
}
