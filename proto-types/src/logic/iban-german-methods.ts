/**
 * The check digit methods of German account numbers (Deutsche Bundesbank, «Prüfzifferberechnungsmethoden»): each bank
 * code names one in the Bundesbank's bank code file. An account number is read as 10 digits (zeros in front); the
 * positions below count from 1 at the left, weights are applied from the right. The methods kept here are those the
 * most banks use; each agrees with ktoblzcheck on random accounts (see the tests).
 */
export type AccountCheck = (account: string) => boolean;

const crossSum = (n: number) => (n > 9 ? Math.floor(n / 10) + (n % 10) : n);

/** Σ digit × weight over positions `from`..`to`, weights cycling from the right; `cross` adds the digits of each product. */
function weightedSum(account: string, from: number, to: number, weights: readonly number[], cross = false): number {
  let sum = 0;
  for (let position = to, i = 0; position >= from; position--, i++) {
    const product = Number(account[position - 1]) * weights[i % weights.length]!;
    sum += cross ? crossSum(product) : product;
  }
  return sum;
}

/** Modulus 10: the check digit is 10 − the last digit of the sum (0 for 10). */
function mod10(from: number, to: number, checkAt: number, weights: readonly number[], cross = false): AccountCheck {
  return (account) => (10 - (weightedSum(account, from, to, weights, cross) % 10)) % 10 === Number(account[checkAt - 1]);
}

/** Modulus 11: 11 − remainder; a remainder of 0 gives 0, of 1 gives 0 (`oneIsZero`) or makes the account invalid. */
function mod11(from: number, to: number, checkAt: number, weights: readonly number[], oneIsZero: boolean): AccountCheck {
  return (account) => {
    const remainder = weightedSum(account, from, to, weights) % 11;
    if (remainder === 0) return account[checkAt - 1] === '0';
    if (remainder === 1) return oneIsZero && account[checkAt - 1] === '0';
    return 11 - remainder === Number(account[checkAt - 1]);
  };
}

const W2_7 = [2, 3, 4, 5, 6, 7];
const W2_10 = [2, 3, 4, 5, 6, 7, 8, 9, 10];
const W21 = [2, 1];

/** Method 13: positions 2–7 (cross sums), check at 8; else the same with the account moved two places left (no sub-account). */
const method13: AccountCheck = (account) => {
  const check = mod10(2, 7, 8, W21, true);
  return check(account) || check(`${account.slice(2)}00`);
};

/** Method 61: positions 1–7 (cross sums) with, when position 9 is 8, positions 9 and 10 too; check at 8. */
const method61: AccountCheck = (account) => {
  if (account[8] !== '8') return mod10(1, 7, 8, W21, true)(account);
  const sum = weightedSum(`${account.slice(0, 7)}${account.slice(8)}`, 1, 9, W21, true);
  return (10 - (sum % 10)) % 10 === Number(account[7]);
};

/** Method 63: the first digit is 0; positions 2–7 (cross sums), check at 8; an account of 000… lacks its sub-account. */
const method63: AccountCheck = (account) => {
  if (account[0] !== '0') return false;
  const check = mod10(2, 7, 8, W21, true);
  return account.startsWith('000') ? check(`${account.slice(2)}00`) : check(account);
};

/**
 * Method 76: position 1 is the kind of account (0, 4, 6, 7, 8 or 9), positions 2–7 the base number weighted 2–7,
 * modulus 11 with the remainder as check digit at 8 (10: invalid); else, for an account of 00…, the same with the
 * account moved two places left (no sub-account).
 */
const method76: AccountCheck = (account) => {
  const check = (digits: string) => '046789'.includes(digits[0]!) && weightedSum(digits, 2, 7, W2_7) % 11 === Number(digits[7]);
  return check(account) || (account.startsWith('00') && check(`${account.slice(2)}00`));
};

/**
 * Method 91: four variants of method 06 with the check digit at 7, the account valid when one holds: positions 1–6
 * weighted 2–7 or 7–2 from the right, positions 1–10 but 7 weighted 2–10 from the right, or 1–6 weighted 2 4 8 5 10 9.
 */
const method91: AccountCheck = (account) => {
  const withoutCheck = `${account.slice(0, 6)}${account.slice(7)}`;
  const check = account[6]!;
  const digitOf = (sum: number) => (sum % 11 <= 1 ? '0' : String(11 - (sum % 11)));
  return (
    digitOf(weightedSum(account, 1, 6, W2_7)) === check ||
    digitOf(weightedSum(account, 1, 6, [7, 6, 5, 4, 3, 2])) === check ||
    digitOf(weightedSum(withoutCheck, 1, 9, W2_10)) === check ||
    digitOf(weightedSum(account, 1, 6, [2, 4, 8, 5, 10, 9])) === check
  );
};

/** Method 88: positions 4–9 weights 2–7; when position 3 is 9, positions 3–9 weights 2–8; modulus 11, check at 10. */
const method88: AccountCheck = (account) =>
  account[2] === '9' ? mod11(3, 9, 10, [2, 3, 4, 5, 6, 7, 8], true)(account) : mod11(4, 9, 10, W2_7, true)(account);

/** Method 99: method 06 with weights 2–7, 2–4, except the accounts 0396000000–0499999999, which carry no check digit. */
const method99: AccountCheck = (account) => (account >= '0396000000' && account <= '0499999999') || mod11(1, 9, 10, W2_7, true)(account);

export const GERMAN_METHODS: Readonly<Record<string, AccountCheck>> = {
  '00': mod10(1, 9, 10, W21, true),
  '01': mod10(1, 9, 10, [3, 7, 1]),
  '02': mod11(1, 9, 10, [2, 3, 4, 5, 6, 7, 8, 9], false),
  '03': mod10(1, 9, 10, W21),
  '04': mod11(1, 9, 10, W2_7, false),
  '05': mod10(1, 9, 10, [7, 3, 1]),
  '06': mod11(1, 9, 10, W2_7, true),
  '07': mod11(1, 9, 10, W2_10, false),
  '08': (account) => Number(account) < 60000 || mod10(1, 9, 10, W21, true)(account),
  '09': () => true,
  '10': mod11(1, 9, 10, W2_10, true),
  '13': method13,
  '14': mod11(4, 9, 10, W2_7, false),
  '15': mod11(6, 9, 10, [2, 3, 4, 5], true),
  '19': mod11(1, 9, 10, [2, 3, 4, 5, 6, 7, 8, 9, 1], true),
  '20': mod11(1, 9, 10, [2, 3, 4, 5, 6, 7, 8, 9, 3], true),
  '28': mod11(1, 7, 8, [2, 3, 4, 5, 6, 7, 8], true),
  '32': mod11(4, 9, 10, W2_7, true),
  '33': mod11(5, 9, 10, [2, 3, 4, 5, 6], true),
  '34': mod11(1, 7, 8, [2, 4, 8, 5, 10, 9, 7], true),
  '38': mod11(4, 9, 10, [2, 4, 8, 5, 10, 9], true),
  '60': mod10(3, 9, 10, W21, true),
  '61': method61,
  '63': method63,
  '76': method76,
  '88': method88,
  '91': method91,
  '99': method99,
};
