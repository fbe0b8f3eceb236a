import type { CalculateLatePaymentRequest } from '@orbita/proto-types';
import { LATE_PAYMENT_TAX_KIND_LABELS, LATE_PAYMENT_TAX_KINDS, type LatePaymentTaxKind } from '@orbita/proto-types/enums';
import { decimalValue } from '../../lib/parse-decimal';
import type { PreparedRequest } from '../../lib/use-latest-request';
import { choiceParam, decimalTextParam, isoDateParam } from '../../lib/url-state/params';
import type { UrlSchema } from '../../lib/url-state/use-url-state';

export interface LatePaymentForm {
  tax: string;
  kind: LatePaymentTaxKind;
  dueDate: string;
  paymentDate: string;
}

const TAX_LIMIT = 1e9;
export const FIRST_DUE_DATE = '2016-01-01';
export const LAST_PAYMENT_DATE = '2026-12-31';

export const DEFAULT_LATE_PAYMENT_FORM: LatePaymentForm = { tax: '1000', kind: 'irpef', dueDate: '2025-06-16', paymentDate: '2025-07-16' };

export const KIND_OPTIONS: readonly LatePaymentTaxKind[] = LATE_PAYMENT_TAX_KINDS;
export const KIND_LABELS: Record<LatePaymentTaxKind, string> = LATE_PAYMENT_TAX_KIND_LABELS;

/** `/tools/late-payment-calculator?importo=1000&tributo=irpef&scadenza=2025-06-16&pagamento=2025-07-16`. */
export const LATE_PAYMENT_URL: UrlSchema<LatePaymentForm> = {
  tax: ['importo', decimalTextParam({ min: 0, max: TAX_LIMIT })],
  kind: ['tributo', choiceParam<LatePaymentTaxKind>(KIND_OPTIONS)],
  dueDate: ['scadenza', isoDateParam],
  paymentDate: ['pagamento', isoDateParam],
};

export const INVALID_TAX = "Inserisci l'importo non versato, maggiore di zero e al massimo al centesimo";
export const MISSING_DATE = 'Inserisci una data valida';
export const DUE_TOO_EARLY = 'Il calcolo vale per le scadenze dal 01/01/2016';
export const PAYMENT_TOO_LATE = 'Scegli un pagamento entro il 31/12/2026: il tasso legale del 2027 non è ancora stato fissato';
export const NOT_LATE = 'La data di pagamento deve essere successiva alla scadenza: pagando entro la scadenza non ci sono sanzioni';

/** The request for the service, or the message that stops it from being sent. */
export function toLatePaymentRequest(form: LatePaymentForm): PreparedRequest<CalculateLatePaymentRequest> {
  const tax = decimalValue(form.tax);
  if (!Number.isFinite(tax) || tax <= 0 || tax > TAX_LIMIT || Math.round(tax * 100) / 100 !== tax) return { invalid: INVALID_TAX };
  if (isoDateParam.parse(form.dueDate) === undefined || isoDateParam.parse(form.paymentDate) === undefined) return { invalid: MISSING_DATE };
  if (form.dueDate < FIRST_DUE_DATE) return { invalid: DUE_TOO_EARLY };
  if (form.paymentDate > LAST_PAYMENT_DATE) return { invalid: PAYMENT_TOO_LATE };
  if (form.paymentDate <= form.dueDate) return { invalid: NOT_LATE };
  return { request: { tax, dueDate: form.dueDate, paymentDate: form.paymentDate, kind: form.kind } };
}
