import { formatUpTo } from '../../lib/format';
import { checkPassphraseOptions, DEFAULT_PASSPHRASE_OPTIONS, generatePassphrase, passphraseEntropy, type PassphraseOptions } from './passphrase';
import { checkPasswordOptions, DEFAULT_PASSWORD_OPTIONS, generatePassword, passwordEntropy, type PasswordOptions } from './password';
import type { RandomSource } from './random';
import { ITALIAN_WORDS } from './words';

export type Mode = 'password' | 'passphrase';

export interface GeneratorForm {
  mode: Mode;
  password: PasswordOptions;
  passphrase: PassphraseOptions;
}

export const DEFAULT_GENERATOR_FORM: GeneratorForm = { mode: 'password', password: DEFAULT_PASSWORD_OPTIONS, passphrase: DEFAULT_PASSPHRASE_OPTIONS };

/** What the page shows: a new secret and its entropy, or why there is none. */
export type Generated = { ok: true; value: string; entropyBits: number } | { ok: false; message: string };

/** A new password or passphrase for the form, drawn from `source` (the page passes Web Crypto). */
export function generate(form: GeneratorForm, source: RandomSource): Generated {
  if (form.mode === 'passphrase') {
    const check = checkPassphraseOptions(form.passphrase);
    if (!check.ok) return check;
    return { ok: true, value: generatePassphrase(form.passphrase, ITALIAN_WORDS, source), entropyBits: passphraseEntropy(form.passphrase.words, ITALIAN_WORDS.length) };
  }
  const check = checkPasswordOptions(form.password);
  if (!check.ok) return check;
  return { ok: true, value: generatePassword(form.password, source), entropyBits: passwordEntropy(form.password) };
}

/** «104,9 bit», one decimal, rounded down so a figure never claims more than it has. */
export function formatBits(bits: number): string {
  return `${formatUpTo(Math.floor(bits * 10 + 1e-9) / 10, 1)} bit`;
}
