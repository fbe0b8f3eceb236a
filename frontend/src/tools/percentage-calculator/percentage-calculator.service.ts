import type { CalculatePercentageRequest } from '@orbita/proto-types';
import { PERCENTAGE_MODE_LABELS, PERCENTAGE_MODES, type PercentageMode } from '@orbita/proto-types/enums';
import { formatSignificant, formatUpTo } from '../../lib/format';
import { decimalValue } from '../../lib/parse-decimal';
import type { PreparedRequest } from '../../lib/use-latest-request';
import { choiceParam, decimalTextParam } from '../../lib/url-state/params';
import type { UrlSchema } from '../../lib/url-state/use-url-state';

export interface PercentageForm {
  mode: PercentageMode;
  a: string;
  b: string;
}

/**
 * Fields the visitor has not typed in start from an example of the chosen mode, not from an empty box: the
 * address leaves them out, so a link fills them the same way. Typed values are kept across a mode change.
 */
export const DEFAULT_PERCENTAGE_FORM: PercentageForm = { mode: 'of', a: '', b: '' };

/** What each mode asks for, in the words of the page, and the example it starts from. */
export const MODE_TEXT: Record<PercentageMode, { label: string; a: string; b: string; unit: string; example: { a: string; b: string } }> = {
  of: { label: PERCENTAGE_MODE_LABELS.of, a: 'Percentuale (X)', b: 'Numero (Y)', unit: '', example: { a: '22', b: '150' } },
  ratio: { label: PERCENTAGE_MODE_LABELS.ratio, a: 'Parte (X)', b: 'Totale (Y)', unit: '%', example: { a: '30', b: '120' } },
  change: { label: PERCENTAGE_MODE_LABELS.change, a: 'Valore iniziale (A)', b: 'Valore finale (B)', unit: '%', example: { a: '80', b: '100' } },
  discount: { label: PERCENTAGE_MODE_LABELS.discount, a: 'Prezzo (€)', b: 'Sconto (%)', unit: '€', example: { a: '80', b: '25' } },
};

export type PercentageField = 'a' | 'b';

/** The form on screen: each field the visitor has not typed in (nor a link filled) holds its mode's example. */
export function withExamples(form: PercentageForm, typed: ReadonlySet<PercentageField>): PercentageForm {
  const { example } = MODE_TEXT[form.mode];
  return { mode: form.mode, a: typed.has('a') ? form.a : example.a, b: typed.has('b') ? form.b : example.b };
}

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

/** Each message names the field as its label does. */
function notANumber(label: string, text: string): string {
  return text.trim() === '' ? `Inserisci un numero in «${label}»` : `«${label}» non è un numero: scrivilo come 1234,56 o 1.234,56`;
}

/** The rule of the mode that the service would refuse, said in the page's words; null when the numbers are fine. */
function modeRule(mode: PercentageMode, a: number, b: number): string | null {
  const text = MODE_TEXT[mode];
  if (mode === 'ratio' && b === 0) return `«${text.b}» non può essere zero: non esiste la percentuale di un totale nullo`;
  if (mode === 'change' && a === 0) return `«${text.a}» non può essere zero: la variazione si misura rispetto al valore di partenza`;
  if (mode === 'discount' && a < 0) return `«${text.a}» non può essere negativo`;
  if (mode === 'discount' && (b < 0 || b > 100)) return `«${text.b}» deve essere tra 0 e 100`;
  return null;
}

/** The request for the service, or the message that stops it from being sent. */
export function toPercentageRequest(form: PercentageForm): PreparedRequest<CalculatePercentageRequest> {
  const text = MODE_TEXT[form.mode];
  const a = decimalValue(form.a);
  if (Number.isNaN(a)) return { invalid: notANumber(text.a, form.a) };
  const b = decimalValue(form.b);
  if (Number.isNaN(b)) return { invalid: notANumber(text.b, form.b) };
  for (const [label, value] of [[text.a, a], [text.b, b]] as const) {
    if (Math.abs(value) > LIMIT) return { invalid: `«${label}» è troppo grande: al massimo mille miliardi` };
  }
  const broken = modeRule(form.mode, a, b);
  return broken ? { invalid: broken } : { request: { mode: form.mode, a, b } };
}

/**
 * The result as the page shows it, with the figure its formula shows: a price to the cent, a product in full (the
 * service keeps ten decimals of it), a quotient (`ratio`, `change`) with six significant digits.
 */
export function formatPercentageResult(mode: PercentageMode, result: number): string {
  if (mode === 'discount') return `${formatUpTo(result, 2)} €`;
  if (mode === 'of') return formatUpTo(result, 10);
  const sign = mode === 'change' && result > 0 ? '+' : '';
  return `${sign}${formatSignificant(result)}%`;
}
