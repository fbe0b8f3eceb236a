import type { CheckVatNumberRequest, CheckVatNumberResponse } from '@orbita/proto-types';
import type { PreparedRequest } from '../../lib/use-latest-request';
import { textParam } from '../../lib/url-state/params';
import type { UrlSchema } from '../../lib/url-state/use-url-state';

export interface VatNumberForm {
  vatNumber: string;
}

/** The Agenzia delle Entrate's own partita IVA, as printed on its site. */
export const EXAMPLE_VAT_NUMBER = '06363391001';
export const DEFAULT_VAT_NUMBER_FORM: VatNumberForm = { vatNumber: EXAMPLE_VAT_NUMBER };
const MAX_LENGTH = 40;

/** `/tools/vat-number-checker?piva=06363391001`. */
export const VAT_NUMBER_URL: UrlSchema<VatNumberForm> = {
  vatNumber: ['piva', textParam(MAX_LENGTH)],
};

export const EMPTY_VAT_NUMBER = 'Inserisci una partita IVA da verificare';
export const TOO_LONG_VAT_NUMBER = 'Una partita IVA ha 11 cifre: controlla di aver incollato solo la partita IVA';

/** The Agenzia's check of whether a number is active, and the European one for intra-EU trade. */
export const AGENZIA_CHECK_URL = 'https://telematici.agenziaentrate.gov.it/VerificaPIVA/Scegli.do?parameter=verificaPiva';
export const VIES_URL = 'https://ec.europa.eu/taxation_customs/vies/';

/** The request for the service, or the message that stops it from being sent. */
export function toCheckVatNumberRequest(form: VatNumberForm): PreparedRequest<CheckVatNumberRequest> {
  const trimmed = form.vatNumber.trim();
  if (!trimmed) return { invalid: EMPTY_VAT_NUMBER };
  if (trimmed.length > MAX_LENGTH) return { invalid: TOO_LONG_VAT_NUMBER };
  return { request: { vatNumber: trimmed } };
}

/** The rows of the result: the number's three parts, as far as they were read. */
export function vatNumberRows(answer: CheckVatNumberResponse): Array<{ label: string; value: string }> {
  const rows: Array<{ label: string; value: string }> = [];
  if (answer.registration) rows.push({ label: 'Matricola (cifre 1–7)', value: answer.registration });
  if (answer.office) {
    const name = answer.office.name ? ` — ${answer.office.name}` : '';
    rows.push({ label: 'Codice ufficio (cifre 8–10)', value: `${answer.office.code}${name}` });
  }
  if (answer.checkDigit) {
    const verdict = answer.checkDigit.correct ? 'corretta' : `sbagliata, dovrebbe essere ${answer.checkDigit.expected}`;
    rows.push({ label: 'Cifra di controllo (11ª)', value: `${answer.checkDigit.given}: ${verdict}` });
  }
  return rows;
}
