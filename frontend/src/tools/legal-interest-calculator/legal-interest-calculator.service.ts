import type { CalculateLegalInterestRequest } from '@orbita/proto-types';
import { INTEREST_COMPOUNDING, INTEREST_COMPOUNDING_LABELS, type InterestCompounding } from '@orbita/proto-types/enums';
import { decimalValue } from '../../lib/parse-decimal';
import type { PreparedRequest } from '../../lib/use-latest-request';
import { choiceParam, decimalTextParam, isoDateParam } from '../../lib/url-state/params';
import type { UrlSchema } from '../../lib/url-state/use-url-state';

export interface LegalInterestForm {
  amount: string;
  from: string;
  to: string;
  compounding: InterestCompounding;
}

const AMOUNT_LIMIT = 1e9;
/** The first and last day the legal rate's table answers (the 2027 rate is set by 15 December 2026). */
export const FIRST_DAY = '1942-04-21';
export const LAST_DAY = '2026-12-31';

export const DEFAULT_LEGAL_INTEREST_FORM: LegalInterestForm = { amount: '10000', from: '2024-01-01', to: '2025-12-31', compounding: 'simple' };

export const COMPOUNDING_OPTIONS: readonly InterestCompounding[] = INTEREST_COMPOUNDING;
export const COMPOUNDING_LABELS: Record<InterestCompounding, string> = INTEREST_COMPOUNDING_LABELS;

/** `/tools/legal-interest-calculator?importo=10000&dal=2024-01-01&al=2025-12-31&capitalizzazione=annuale`. */
export const LEGAL_INTEREST_URL: UrlSchema<LegalInterestForm> = {
  amount: ['importo', decimalTextParam({ min: 0, max: AMOUNT_LIMIT })],
  from: ['dal', isoDateParam],
  to: ['al', isoDateParam],
  compounding: ['capitalizzazione', choiceParam(new Map<InterestCompounding, string>([['simple', 'semplice'], ['yearly', 'annuale']]))],
};

export const INVALID_AMOUNT = 'Inserisci un importo valido, al massimo al centesimo';
export const MISSING_DATE = 'Inserisci una data valida';
export const OUT_OF_TABLE = 'Scegli date dal 21/04/1942 al 31/12/2026: il tasso legale del 2027 non è ancora stato fissato';
export const TO_BEFORE_FROM = 'La data finale deve essere uguale o successiva a quella iniziale';

/** The request for the service, or the message that stops it from being sent. */
export function toLegalInterestRequest(form: LegalInterestForm): PreparedRequest<CalculateLegalInterestRequest> {
  const amount = decimalValue(form.amount);
  if (!Number.isFinite(amount) || amount < 0 || amount > AMOUNT_LIMIT || Math.round(amount * 100) / 100 !== amount) return { invalid: INVALID_AMOUNT };
  if (isoDateParam.parse(form.from) === undefined || isoDateParam.parse(form.to) === undefined) return { invalid: MISSING_DATE };
  if (form.from < FIRST_DAY || form.to > LAST_DAY) return { invalid: OUT_OF_TABLE };
  if (form.to < form.from) return { invalid: TO_BEFORE_FROM };
  return { request: { amount, from: form.from, to: form.to, compounding: form.compounding } };
}
