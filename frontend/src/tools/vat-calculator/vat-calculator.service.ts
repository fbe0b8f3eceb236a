import type { CalculateVatRequest } from '@orbita/proto-types';
import { ITALIAN_VAT_RATES, VAT_MODE_LABELS, VAT_MODES, type VatMode } from '@orbita/proto-types/enums';
import { decimalValue } from '../../lib/parse-decimal';
import type { PreparedRequest } from '../../lib/use-latest-request';
import { choiceParam, decimalTextParam } from '../../lib/url-state/params';
import type { UrlSchema } from '../../lib/url-state/use-url-state';

export interface VatForm {
  amount: string;
  rate: string;
  mode: VatMode;
}

export const DEFAULT_VAT_FORM: VatForm = { amount: '100', rate: '22', mode: 'add' };

export const MODE_OPTIONS: readonly VatMode[] = VAT_MODES;

export const MODE_LABELS: Record<VatMode, { option: string; amount: string }> = {
  add: { option: VAT_MODE_LABELS.add, amount: 'Imponibile (€)' },
  remove: { option: VAT_MODE_LABELS.remove, amount: 'Importo ivato (€)' },
};

export const RATE_PRESETS: ReadonlyArray<{ rate: string; label: string }> = ITALIAN_VAT_RATES.map((rate) => ({
  rate: String(rate),
  label: `${rate}%`,
}));

const AMOUNT_LIMIT = 1e9;

/** `/tools/vat-calculator?importo=122&aliquota=10&modo=scorpora`. */
export const VAT_URL: UrlSchema<VatForm> = {
  amount: ['importo', decimalTextParam({ min: 0, max: AMOUNT_LIMIT })],
  rate: ['aliquota', decimalTextParam({ min: 0, max: 100 })],
  mode: ['modo', choiceParam(new Map<VatMode, string>([['add', 'aggiungi'], ['remove', 'scorpora']]))],
};

export const INVALID_AMOUNT = 'Inserisci un importo valido';
export const INVALID_RATE = "Inserisci un'aliquota tra 0 e 100";

/** The request for the service, or the message that stops it from being sent. */
export function toVatRequest(form: VatForm): PreparedRequest<CalculateVatRequest> {
  const amount = decimalValue(form.amount);
  if (!Number.isFinite(amount) || amount < 0 || amount > AMOUNT_LIMIT) return { invalid: INVALID_AMOUNT };
  const rate = decimalValue(form.rate);
  if (!Number.isFinite(rate) || rate < 0 || rate > 100) return { invalid: INVALID_RATE };
  return { request: { amount, rate, mode: form.mode } };
}
