import { convertLiraOrError, LIRA_MAX_LIRE, type LiraResult } from '@orbita/proto-types/lira';
import { decimalValue } from '../../lib/parse-decimal';
import { choiceParam, decimalTextParam } from '../../lib/url-state/params';
import type { UrlSchema } from '../../lib/url-state/use-url-state';

export type LiraDirection = 'lire' | 'euro';

export interface LiraForm {
  amount: string;
  /** What the amount is in. */
  from: LiraDirection;
}

export const DEFAULT_LIRA_FORM: LiraForm = { amount: '1.000.000', from: 'lire' };
export const LIRA_DIRECTIONS: readonly LiraDirection[] = ['lire', 'euro'];
export const LIRA_DIRECTION_LABELS: Record<LiraDirection, string> = { lire: 'Da lire a euro', euro: 'Da euro a lire' };

/** `/tools/lira-euro?importo=1000000&da=lire`. */
export const LIRA_URL: UrlSchema<LiraForm> = {
  amount: ['importo', decimalTextParam({ min: 0, max: LIRA_MAX_LIRE })],
  from: ['da', choiceParam(LIRA_DIRECTIONS)],
};

export const INVALID_AMOUNT = 'Inserisci una somma valida';

/** The conversion, computed in the browser by the logic the service answers with, or the sentence to show. */
export function convertLiraForm(form: LiraForm): { result: LiraResult } | { error: string } {
  const amount = decimalValue(form.amount);
  if (!Number.isFinite(amount) || amount < 0) return { error: INVALID_AMOUNT };
  return convertLiraOrError(form.from === 'lire' ? { lire: amount } : { euro: amount });
}
