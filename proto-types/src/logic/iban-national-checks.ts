/**
 * National check digits inside the BBAN, for the countries where ibantools has none or a wrong one. Each rule is
 * the one the country's format defines, as python-stdnum and schwifty implement it; positions are in the BBAN.
 * Germany has no single rule: each bank follows one of about 150 methods named in the Bundesbank's bank code file.
 */
export type NationalCheck = (bban: string) => boolean;

/** Σ digit × weight, mod `modulus`. */
function weighted(digits: string, weights: readonly number[], modulus: number): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * weights[i]!;
  return sum % modulus;
}

/** A digit string mod 97, read in chunks so it never leaves the exact range of a double. */
function mod97(digits: string): number {
  let remainder = 0;
  for (let i = 0; i < digits.length; i += 7) remainder = Number(`${remainder}${digits.slice(i, i + 7)}`) % 97;
  return remainder;
}

/**
 * Czech Republic and Slovakia: the prefix (6 digits) and the account number (10) each weigh to 0 mod 11, check digit
 * included (Czech National Bank decree 169/2011). A remainder of 1 before the check digit would need a digit 10, so
 * such a number does not exist; a check digit of 1 there is wrong.
 */
const czechSlovak: NationalCheck = (bban) =>
  weighted(bban.slice(4, 10), [10, 5, 8, 4, 2, 1], 11) === 0 && weighted(bban.slice(10, 20), [6, 3, 7, 9, 10, 5, 8, 4, 2, 1], 11) === 0;

/** Finland: the 14-digit machine form of the account ends with a Luhn check digit over the 13 before it. */
const finnish: NationalCheck = (bban) => {
  let sum = 0;
  for (let i = 0; i < bban.length; i++) {
    const doubled = Number(bban[bban.length - 1 - i]) * (i % 2 === 1 ? 2 : 1);
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
};

/**
 * Iceland: the last 10 digits are the holder's kennitala, whose 9th digit is 11 − (Σ first 8 × 3 2 7 6 5 4 3 2 mod 11),
 * 0 for a remainder of 0; a remainder of 1 is never issued.
 */
const icelandic: NationalCheck = (bban) => {
  const kennitala = bban.slice(12, 22);
  const remainder = weighted(kennitala.slice(0, 8), [3, 2, 7, 6, 5, 4, 3, 2], 11);
  return remainder !== 1 && Number(kennitala[8]) === (remainder === 0 ? 0 : 11 - remainder);
};

/** The two digits closing `bban` are `base` − (the digits before them × 100 mod 97): ISO 7064 MOD 97-10 (base 98) or its 97 variant. */
function twoDigitMod97(base: 97 | 98): NationalCheck {
  return (bban) => {
    const expected = base - mod97(`${bban.slice(0, -2)}00`);
    return bban.slice(-2) === String(expected).padStart(2, '0');
  };
}

export const NATIONAL_CHECKS: Readonly<Record<string, NationalCheck>> = {
  CZ: czechSlovak,
  SK: czechSlovak,
  FI: finnish,
  IS: icelandic,
  /** Mauritania: bank, branch and account, then 97 − (… × 100 mod 97). */
  MR: twoDigitMod97(97),
  /** Tunisia (RIB): bank, branch and account, then 97 − (… × 100 mod 97). */
  TN: twoDigitMod97(97),
  /** Timor-Leste: bank and account, then ISO 7064 MOD 97-10. */
  TL: twoDigitMod97(98),
};
