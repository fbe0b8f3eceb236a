import type { CalculatePercentageRequest } from '@orbita/proto-types';
import { PERCENTAGE_MODES, type PercentageMode } from '@orbita/proto-types/enums';
import { parseDecimal } from '../../lib/parse-decimal';
import type { PreparedRequest } from '../../lib/use-latest-request';
import { choiceParam, decimalTextParam } from '../../lib/url-state/params';
import type { UrlSchema } from '../../lib/url-state/use-url-state';

export interface PercentageForm {
  mode: PercentageMode;
  a: string;
  b: string;
}

export const DEFAULT_PERCENTAGE_FORM: PercentageForm = { mode: 'of', a: '22', b: '150' };

/** What each mode asks for, in the words of the page. */
export const MODE_TEXT: Record<PercentageMode, { label: string; a: string; b: string; unit: string }> = {
  of: { label: 'Quanto è il X% di Y', a: 'Percentuale (X)', b: 'Numero (Y)', unit: '' },
  ratio: { label: 'Che percentuale è X di Y', a: 'Parte (X)', b: 'Totale (Y)', unit: '%' },
  change: { label: 'Variazione percentuale da A a B', a: 'Valore iniziale (A)', b: 'Valore finale (B)', unit: '%' },
  discount: { label: 'Prezzo scontato', a: 'Prezzo (€)', b: 'Sconto (%)', unit: '€' },
};

export const MODE_OPTIONS: readonly PercentageMode[] = PERCENTAGE_MODES;

const MODE_WORDS = new Map<PercentageMode, string>([
  ['of', 'percentuale'],
  ['ratio', 'rapporto'],
  ['change', 'variazione'],
  ['discount', 'sconto'],
]);

const LIMIT = 1e12;

/** `/tools/percentage-calculator?modo=sconto&a=80&b=25`. */
export const PERCENTAGE_URL: UrlSchema<PercentageForm> = {
  mode: ['modo', choiceParam(MODE_WORDS)],
  a: ['a', decimalTextParam({ min: -LIMIT, max: LIMIT })],
  b: ['b', decimalTextParam({ min: -LIMIT, max: LIMIT })],
};

export const INVALID_NUMBERS = 'Inserisci due numeri validi';

/** The request for the service, or the message that stops it from being sent. */
export function toPercentageRequest(form: PercentageForm): PreparedRequest<CalculatePercentageRequest> {
  const a = parseDecimal(form.a);
  const b = parseDecimal(form.b);
  if (!Number.isFinite(a) || !Number.isFinite(b) || Math.abs(a) > LIMIT || Math.abs(b) > LIMIT) return { invalid: INVALID_NUMBERS };
  return { request: { mode: form.mode, a, b } };
}
