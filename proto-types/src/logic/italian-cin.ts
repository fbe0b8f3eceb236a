/**
 * The CIN of an Italian account (the letter before ABI, CAB and account number): the same odd/even character
 * weights as the check character of the codice fiscale, over the 22 characters ABI + CAB + account, mod 26.
 */
const ODD_WEIGHTS = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

/** 0–9 for a digit, 0–25 for a letter: a digit weighs as the letter of the same rank. */
function rank(character: string): number {
  const code = character.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 65;
}

/** Odd positions (1st, 3rd, …) weigh by ODD_WEIGHTS, even ones by their rank; upper-case digits and letters only. */
export function oddEvenCheckCharacter(text: string): string {
  let sum = 0;
  for (let i = 0; i < text.length; i++) {
    const r = rank(text[i]!);
    sum += i % 2 === 0 ? ODD_WEIGHTS[r]! : r;
  }
  return String.fromCharCode(65 + (sum % 26));
}

export function italianCin(abi: string, cab: string, account: string): string {
  return oddEvenCheckCharacter(abi + cab + account);
}
