import { randomBelow, type RandomSource } from './random';

export const CHARACTER_SETS = {
  lower: 'abcdefghijklmnopqrstuvwxyz',
  upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  digits: '0123456789',
  // No quotes, backslash, backtick or space: they break when pasted into a form, a shell or a config file.
  symbols: '!#$%&()*+,-./:;<=>?@[]^_{}~',
} as const;
export type CharacterSet = keyof typeof CHARACTER_SETS;
export const SET_ORDER: readonly CharacterSet[] = ['lower', 'upper', 'digits', 'symbols'];

/** Characters that read alike in many fonts: l, 1 and I; O, 0 and o. */
export const LOOK_ALIKES = 'lI1O0o';

export const PASSWORD_LENGTH = { min: 4, max: 128, default: 16 } as const;

export interface PasswordOptions {
  length: number;
  sets: Readonly<Record<CharacterSet, boolean>>;
  avoidLookAlikes: boolean;
}

export const DEFAULT_PASSWORD_OPTIONS: PasswordOptions = {
  length: PASSWORD_LENGTH.default,
  sets: { lower: true, upper: true, digits: true, symbols: true },
  avoidLookAlikes: true,
};

/** The characters of each chosen set, look-alikes taken out when asked; empty when no set is chosen. */
export function chosenAlphabets(options: Pick<PasswordOptions, 'sets' | 'avoidLookAlikes'>): string[] {
  return SET_ORDER.filter((set) => options.sets[set]).map((set) =>
    [...CHARACTER_SETS[set]].filter((char) => !(options.avoidLookAlikes && LOOK_ALIKES.includes(char))).join(''),
  );
}

/** Every chosen set must appear once the password is long enough to hold one of each. */
function requiresEverySet(alphabets: readonly string[], length: number): boolean {
  return length >= alphabets.length;
}

/**
 * How many passwords the options allow: all the strings of `length` characters over the chosen characters,
 * less those that miss a chosen set (inclusion–exclusion over the sets left out), exactly, as a BigInt.
 */
export function passwordCount(options: PasswordOptions): bigint {
  const alphabets = chosenAlphabets(options);
  const total = alphabets.reduce((sum, alphabet) => sum + alphabet.length, 0);
  const length = BigInt(options.length);
  if (!requiresEverySet(alphabets, options.length)) return BigInt(total) ** length;
  let count = 0n;
  for (let mask = 0; mask < 1 << alphabets.length; mask += 1) {
    let missing = 0;
    let left = 0;
    alphabets.forEach((alphabet, index) => {
      if (mask & (1 << index)) {
        missing += alphabet.length;
        left += 1;
      }
    });
    const strings = BigInt(total - missing) ** length;
    count += left % 2 === 0 ? strings : -strings;
  }
  return count;
}

/** log2 of a positive BigInt, to double precision even past 2^1024. */
export function log2BigInt(value: bigint): number {
  if (value <= 0n) return 0;
  const bits = value.toString(2).length;
  if (bits <= 53) return Math.log2(Number(value));
  const shift = bits - 53;
  return Math.log2(Number(value >> BigInt(shift))) + shift;
}

/** Entropy in bits of a password drawn uniformly among all those the options allow. */
export function passwordEntropy(options: PasswordOptions): number {
  return log2BigInt(passwordCount(options));
}

export type PasswordCheck = { ok: true } | { ok: false; message: string };

export function checkPasswordOptions(options: PasswordOptions): PasswordCheck {
  if (!SET_ORDER.some((set) => options.sets[set])) return { ok: false, message: 'Scegli almeno un tipo di caratteri' };
  const { min, max } = PASSWORD_LENGTH;
  if (!Number.isInteger(options.length) || options.length < min || options.length > max) {
    return { ok: false, message: `Scegli una lunghezza tra ${min} e ${max} caratteri` };
  }
  return { ok: true };
}

/**
 * A password drawn uniformly among all those the options allow: each character uniform over the chosen
 * characters, and a draw that misses a chosen set thrown away whole. Filling the gaps by hand instead
 * (one of each set, then shuffle) would favour some passwords over others and make the entropy a guess.
 */
export function generatePassword(options: PasswordOptions, source: RandomSource): string {
  const check = checkPasswordOptions(options);
  if (!check.ok) throw new RangeError(check.message);
  const alphabets = chosenAlphabets(options);
  const all = alphabets.join('');
  const mustHaveAll = requiresEverySet(alphabets, options.length);
  for (;;) {
    const chars = Array.from({ length: options.length }, () => all[randomBelow(all.length, source)]!);
    if (!mustHaveAll || alphabets.every((alphabet) => chars.some((char) => alphabet.includes(char)))) return chars.join('');
  }
}
