import type { CurrencyRequest } from '@orbita/proto-types';
import type { Currency } from '@orbita/proto-types/enums';
import { formatNumber, LOCALE } from '../../lib/format';
import { parseDecimal } from '../../lib/parse-decimal';

export const DEFAULT_PAIR = { from: 'USD', to: 'EUR' } as const satisfies { from: Currency; to: Currency };

export const POPULAR_PAIRS: ReadonlyArray<{ from: Currency; to: Currency }> = [
  { from: 'USD', to: 'EUR' },
  { from: 'EUR', to: 'USD' },
  { from: 'GBP', to: 'EUR' },
  { from: 'USD', to: 'JPY' },
];

export const INVALID_AMOUNT = 'Inserisci un importo valido';

const currencyNames = new Intl.DisplayNames(LOCALE, { type: 'currency' });

/** "USD" → "Dollaro statunitense". */
export function currencyName(code: Currency): string {
  const name = currencyNames.of(code) ?? code;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Amounts always with two decimals, Italian style: 1234,5 → "1234,50". */
export function formatAmount(amount: number): string {
  return formatNumber(amount, 2);
}

/** Rates with six decimals, or "N/A" when the answer has none. */
export function formatRate(rate: number | null | undefined): string {
  return typeof rate === 'number' && Number.isFinite(rate) ? formatNumber(rate, 6) : 'N/A';
}

export function toCurrencyRequest(
  amountText: string,
  from: Currency,
  to: Currency,
): { request: CurrencyRequest } | { error: string } {
  const amount = parseDecimal(amountText);
  if (!(amount > 0)) return { error: INVALID_AMOUNT };
  return { request: { amount, from, to } };
}
