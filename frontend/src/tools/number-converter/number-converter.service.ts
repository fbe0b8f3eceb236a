import type { NumberConversionRequest } from '@orbita/proto-types';
import type { NumberBase } from '@orbita/proto-types/enums';
import { LOCALE } from '../../lib/format';
import type { PreparedRequest } from '../../lib/use-latest-request';

export const DEFAULT_NUMBER_FORM = { number: '255', fromBase: 10, toBase: 16 } as const satisfies {
  number: string;
  fromBase: NumberBase;
  toBase: NumberBase;
};

export const BASE_LABELS: Record<NumberBase, string> = {
  2: 'Binario (2)',
  8: 'Ottale (8)',
  10: 'Decimale (10)',
  16: 'Esadecimale (16)',
};

export const BASE_INFO: ReadonlyArray<{ base: NumberBase; name: string; digits: string; use: string }> = [
  { base: 2, name: 'Binario', digits: '0 e 1', use: 'il linguaggio dei computer: ogni cifra è un bit' },
  { base: 8, name: 'Ottale', digits: 'da 0 a 7', use: 'i permessi dei file Unix, come 755' },
  { base: 10, name: 'Decimale', digits: 'da 0 a 9', use: 'il sistema che usiamo tutti i giorni' },
  { base: 16, name: 'Esadecimale', digits: 'da 0 a 9 e da A a F', use: 'i colori web e gli indirizzi di memoria' },
];

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

/** The request for the service; whether the digits fit the base is the service's to say. */
export function toNumberRequest(number: string, fromBase: NumberBase, toBase: NumberBase): PreparedRequest<NumberConversionRequest> {
  const trimmed = number.trim();
  if (!trimmed) return { invalid: EMPTY_NUMBER };
  return { request: { number: trimmed, fromBase, toBase } };
}

/** The decimal value with Italian digit grouping; it may exceed 2^53, so it goes through BigInt. */
export function groupDecimal(decimal: string): string {
  try {
    return BigInt(decimal).toLocaleString(LOCALE);
  } catch {
    return decimal;
  }
}
