import { randomBelow, type RandomSource } from './random';

export const PASSPHRASE_WORDS = { min: 3, max: 12, default: 5 } as const;

export const SEPARATORS = [
  { value: '-', label: 'Trattino (-)' },
  { value: ' ', label: 'Spazio' },
  { value: '.', label: 'Punto (.)' },
  { value: '_', label: 'Trattino basso (_)' },
] as const;
export type Separator = (typeof SEPARATORS)[number]['value'];

export interface PassphraseOptions {
  words: number;
  separator: Separator;
  /** «Mela-Tavolo»: the first letter of each word in capitals; it adds no entropy, it only meets rules that ask for one. */
  capitalize: boolean;
}

export const DEFAULT_PASSPHRASE_OPTIONS: PassphraseOptions = { words: PASSPHRASE_WORDS.default, separator: '-', capitalize: false };

/** Entropy in bits of `words` words drawn uniformly and independently from a list of `listSize`. */
export function passphraseEntropy(words: number, listSize: number): number {
  return words * Math.log2(listSize);
}

export function checkPassphraseOptions(options: PassphraseOptions): { ok: true } | { ok: false; message: string } {
  const { min, max } = PASSPHRASE_WORDS;
  if (!Number.isInteger(options.words) || options.words < min || options.words > max) {
    return { ok: false, message: `Scegli da ${min} a ${max} parole` };
  }
  return { ok: true };
}

/** Words drawn uniformly and independently (repeats allowed, as the entropy counts them) from `list`. */
export function generatePassphrase(options: PassphraseOptions, list: readonly string[], source: RandomSource): string {
  const check = checkPassphraseOptions(options);
  if (!check.ok) throw new RangeError(check.message);
  const words = Array.from({ length: options.words }, () => list[randomBelow(list.length, source)]!);
  return words.map((word) => (options.capitalize ? word.charAt(0).toUpperCase() + word.slice(1) : word)).join(options.separator);
}
