import type { CalculateWithholdingRequest, CalculateWithholdingResponse } from '@orbita/proto-types';
import { WITHHOLDING_MODE_LABELS, type WithholdingMode } from '@orbita/proto-types/enums';
import { formatNumber } from '../../lib/format';
import { decimalValue } from '../../lib/parse-decimal';
import type { PreparedRequest } from '../../lib/use-latest-request';
import { choiceParam, decimalTextParam } from '../../lib/url-state/params';
import type { UrlSchema } from '../../lib/url-state/use-url-state';

export interface WithholdingForm {
  amount: string;
  mode: WithholdingMode;
  earlier: string;
  year: number;
}

const AMOUNT_LIMIT = 1e9;
export const YEARS: readonly number[] = [2025, 2026];

export const DEFAULT_WITHHOLDING_FORM: WithholdingForm = { amount: '1000', mode: 'gross', earlier: '', year: 2026 };

export const MODE_OPTIONS: readonly WithholdingMode[] = ['gross', 'net'];
export const MODE_LABELS: Record<WithholdingMode, string> = WITHHOLDING_MODE_LABELS;

/** `/tools/withholding-calculator?importo=1000&calcolo=netto&gia-ricevuti=4000&anno=2025`. */
export const WITHHOLDING_URL: UrlSchema<WithholdingForm> = {
  amount: ['importo', decimalTextParam({ min: 0, max: AMOUNT_LIMIT })],
  mode: ['calcolo', choiceParam(new Map<WithholdingMode, string>([['gross', 'lordo'], ['net', 'netto']]))],
  earlier: ['gia-ricevuti', decimalTextParam({ min: 0, max: AMOUNT_LIMIT })],
  year: ['anno', choiceParam(YEARS)],
};

export const INVALID_AMOUNT = 'Inserisci un importo maggiore di zero, al massimo al centesimo';
export const INVALID_EARLIER = 'I compensi già ricevuti devono essere un importo valido, al massimo al centesimo (o lascia vuoto)';

function cents(value: number): boolean {
  return Math.round(value * 100) / 100 === value;
}

/** The request for the service, or the message that stops it from being sent. */
export function toWithholdingRequest(form: WithholdingForm): PreparedRequest<CalculateWithholdingRequest> {
  const amount = decimalValue(form.amount);
  if (!Number.isFinite(amount) || amount <= 0 || amount > AMOUNT_LIMIT || !cents(amount)) return { invalid: INVALID_AMOUNT };
  const request: CalculateWithholdingRequest = { amount, mode: form.mode, year: form.year };
  if (form.earlier.trim()) {
    const earlier = decimalValue(form.earlier);
    if (!Number.isFinite(earlier) || earlier < 0 || earlier > AMOUNT_LIMIT || !cents(earlier)) return { invalid: INVALID_EARLIER };
    request.earlierThisYear = earlier;
  }
  return { request };
}

const euro = (value: number) => `${formatNumber(value, 2)} €`;

/** The receipt for occasional work, ready to fill in the blanks, copy or print. */
export function receiptText(result: CalculateWithholdingResponse): string {
  const stamp = result.stampDuty.due
    ? `\nMarca da bollo da ${euro(result.stampDuty.amount)} applicata sull'originale.`
    : '';
  return [
    'RICEVUTA PER PRESTAZIONE OCCASIONALE n. ___ del ___/___/______',
    '',
    'Prestatore: [nome e cognome], nato/a a [luogo] il [data], residente in [indirizzo], codice fiscale [codice fiscale]',
    'Committente: [ragione sociale], con sede in [indirizzo], partita IVA / codice fiscale [numero]',
    '',
    'Per la prestazione di lavoro autonomo occasionale: [descrizione della prestazione], svolta dal ___ al ___.',
    '',
    `Compenso lordo: ${euro(result.gross)}`,
    `Ritenuta d'acconto ${formatNumber(result.withholdingRate)}% (art. 25 D.P.R. 600/1973): − ${euro(result.withholding)}`,
    `Netto a pagare: ${euro(result.net)}`,
    '',
    "Prestazione fuori campo IVA ai sensi dell'art. 5 del D.P.R. 633/1972, svolta in modo occasionale e senza vincolo di subordinazione.",
    `${stamp ? stamp.slice(1) : 'Importo non superiore a 77,47 €: marca da bollo non dovuta.'}`,
    '',
    'Modalità di pagamento: [bonifico su IBAN …]',
    '',
    'Luogo e data ______________________        Firma ______________________',
  ].join('\n');
}
