import { ISTAT_MAX_AMOUNT, revalueIstatOrError, type IstatRevaluationResult } from '@orbita/proto-types/istat-revaluation';
import { labourCreditOrError, type LabourCreditResult } from '@orbita/proto-types/labour-credit';
import { decimalValue } from '../../lib/parse-decimal';
import { choiceParam, decimalTextParam, textParam } from '../../lib/url-state/params';
import type { UrlSchema } from '../../lib/url-state/use-url-state';

export type IstatUse = 'somma' | 'affitto' | 'cedolare' | 'lavoro';

export interface IstatForm {
  amount: string;
  /** YYYY-MM. */
  from: string;
  to: string;
  use: IstatUse;
}

export const ISTAT_USES: readonly IstatUse[] = ['somma', 'affitto', 'cedolare', 'lavoro'];
export const ISTAT_USE_LABELS: Record<IstatUse, string> = {
  somma: 'Una somma (100% della variazione)',
  affitto: "Un canone d'affitto (75%)",
  cedolare: "Un canone d'affitto con cedolare secca",
  lavoro: 'Un credito di lavoro (art. 429 c.p.c., con interessi legali)',
};
export const DEFAULT_ISTAT_FORM: IstatForm = { amount: '1.000', from: '2024-12', to: '2025-12', use: 'somma' };

/** `/tools/istat-revaluation?importo=1000&da=2024-12&a=2025-12&uso=affitto`. */
export const ISTAT_URL: UrlSchema<IstatForm> = {
  amount: ['importo', decimalTextParam({ min: 0, max: ISTAT_MAX_AMOUNT })],
  from: ['da', textParam(7)],
  to: ['a', textParam(7)],
  use: ['uso', choiceParam(ISTAT_USES)],
};

export const INVALID_ISTAT_AMOUNT = 'Inserisci una somma valida';

/**
 * The revaluation, computed in the browser by the logic the service answers with, or the sentence to show; for a
 * labour credit, also its revaluation and interest (the API's `mode: "labour-credit"`).
 */
export function revalueIstatForm(form: IstatForm): { result: IstatRevaluationResult; labour?: LabourCreditResult } | { error: string } {
  const amount = decimalValue(form.amount);
  if (!Number.isFinite(amount) || amount < 0) return { error: INVALID_ISTAT_AMOUNT };
  const plain = form.use === 'somma' || form.use === 'lavoro';
  const outcome = revalueIstatOrError({ amount, from: form.from, to: form.to, share: plain ? 100 : 75, cedolareSecca: form.use === 'cedolare' });
  if ('error' in outcome || form.use !== 'lavoro') return outcome;
  const labour = labourCreditOrError({ amount, from: form.from, to: form.to });
  return 'error' in labour ? labour : { result: outcome.result, labour: labour.result };
}
