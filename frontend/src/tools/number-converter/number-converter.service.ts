import type { NumberConversionResponse } from '@orbita/proto-types';
import { MAX_BASE, MIN_BASE, NUMBER_BASES, type NumberBase } from '@orbita/proto-types/enums';
import { convertNumberOrError } from '@orbita/proto-types/number-base';
import { GROUPING, LOCALE } from '../../lib/format';
import { choiceParam, textParam } from '../../lib/url-state/params';
import type { UrlSchema } from '../../lib/url-state/use-url-state';

export const DEFAULT_NUMBER_FORM = { number: '255', fromBase: 10, toBase: 16 } as const satisfies NumberForm;

const BASE_LABELS: Record<NumberBase, string> = {
  2: 'Binario (2)',
  8: 'Ottale (8)',
  10: 'Decimale (10)',
  16: 'Esadecimale (16)',
};

const NAMED = new Set<number>(NUMBER_BASES);

/** The spec's four bases first, then every other base the service reads, from 3 to 36. */
export const BASE_OPTIONS: readonly number[] = [
  ...NUMBER_BASES,
  ...Array.from({ length: MAX_BASE - MIN_BASE + 1 }, (_, i) => MIN_BASE + i).filter((base) => !NAMED.has(base)),
];

export function baseLabel(base: number): string {
  return BASE_LABELS[base as NumberBase] ?? `Base ${base}`;
}

/** Bits in groups of four, as they are read (nibbles): 1111 1011. */
export function groupBits(bits: string): string {
  return bits.replace(/(?=(?:[01]{4})+$)(?!^)/g, ' ');
}

export const BASE_INFO: ReadonlyArray<{ base: NumberBase; name: string; digits: string; use: string }> = [
  { base: 2, name: 'Binario', digits: '0 e 1', use: 'il linguaggio dei computer: ogni cifra è un bit' },
  { base: 8, name: 'Ottale', digits: 'da 0 a 7', use: 'i permessi dei file Unix, come 755' },
  { base: 10, name: 'Decimale', digits: 'da 0 a 9', use: 'il sistema che usiamo tutti i giorni' },
  { base: 16, name: 'Esadecimale', digits: 'da 0 a 9 e da A a F', use: 'i colori web e gli indirizzi di memoria' },
];

export const OTHER_BASES_NOTE = 'Puoi scegliere anche qualsiasi altra base da 3 a 36: dopo le cifre da 0 a 9 si usano le lettere da A a Z.';

export const QUICK_EXAMPLES: ReadonlyArray<{ number: string; base: NumberBase; label: string }> = [
  { number: '255', base: 10, label: '255 (dec)' },
  { number: 'FF', base: 16, label: 'FF (hex)' },
  { number: '11111111', base: 2, label: '11111111 (bin)' },
  { number: '377', base: 8, label: '377 (oct)' },
  { number: '1000', base: 10, label: '1000 (dec)' },
  { number: '3E8', base: 16, label: '3E8 (hex)' },
  { number: '1010', base: 2, label: '1010 (bin)' },
  { number: '12', base: 8, label: '12 (oct)' },
];

export const EMPTY_NUMBER = 'Inserisci un numero da convertire';

/** The conversion of the form, computed in the page by the service's own module, or the sentence that says what to fix. */
export function convertForm(form: NumberForm): { conversion: NumberConversionResponse } | { error: string } {
  if (!form.number.trim()) return { error: EMPTY_NUMBER };
  return convertNumberOrError(form.number, form.fromBase, form.toBase);
}

/** «Inverti le basi»: the bases change places and the converted number takes the field, so 3E8 (16 → 2) becomes 1111101000 (2 → 16). */
export function swapForm(form: NumberForm): NumberForm {
  const outcome = convertForm(form);
  const number = 'conversion' in outcome ? outcome.conversion.converted.number : form.number;
  return { number, fromBase: form.toBase, toBase: form.fromBase };
}

/** The decimal value with Italian digit grouping; it may exceed 2^53, so it goes through BigInt. */
export function groupDecimal(decimal: string): string {
  try {
    return new Intl.NumberFormat(LOCALE, GROUPING).format(BigInt(decimal));
  } catch {
    return decimal;
  }
}

export interface NumberForm {
  number: string;
  fromBase: number;
  toBase: number;
}

/** `/tools/number-converter?numero=FF&da=16&a=2`. */
export const NUMBER_URL: UrlSchema<NumberForm> = {
  number: ['numero', textParam(200)],
  fromBase: ['da', choiceParam(BASE_OPTIONS)],
  toBase: ['a', choiceParam(BASE_OPTIONS)],
};
