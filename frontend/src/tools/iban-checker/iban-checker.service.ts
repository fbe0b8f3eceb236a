import type { CheckIbanRequest, CheckIbanResponse } from '@orbita/proto-types';
import type { PreparedRequest } from '../../lib/use-latest-request';
import { textParam } from '../../lib/url-state/params';
import type { UrlSchema } from '../../lib/url-state/use-url-state';

export interface IbanForm {
  iban: string;
}

export const EXAMPLE_IBAN = 'IT60 X054 2811 1010 0000 0123 456';
export const DEFAULT_IBAN_FORM: IbanForm = { iban: EXAMPLE_IBAN };
const MAX_LENGTH = 64;

/** `/tools/iban-checker?iban=IT60X0542811101000000123456`. */
export const IBAN_URL: UrlSchema<IbanForm> = {
  iban: ['iban', textParam(MAX_LENGTH)],
};

export const EMPTY_IBAN = 'Inserisci un IBAN da verificare';
export const TOO_LONG_IBAN = `Un IBAN ha al massimo 34 caratteri: controlla di aver incollato solo l'IBAN`;

/** The request for the service, or the message that stops it from being sent. */
export function toIbanRequest(iban: string): PreparedRequest<CheckIbanRequest> {
  const trimmed = iban.trim();
  if (!trimmed) return { invalid: EMPTY_IBAN };
  if (trimmed.length > MAX_LENGTH) return { invalid: TOO_LONG_IBAN };
  return { request: { iban: trimmed } };
}

/** The rows of the result: the parts of an Italian IBAN, or the account of another country's where known. */
export function ibanRows(answer: CheckIbanResponse): Array<{ label: string; value: string }> {
  if (!answer.country) return [];
  const rows = [{ label: 'Paese', value: answer.countryName ? `${answer.countryName} (${answer.country})` : answer.country }];
  if (answer.valid && answer.sepa !== undefined) rows.push({ label: 'Area SEPA', value: answer.sepa ? 'Sì' : 'No' });
  if (answer.cin) rows.push({ label: 'CIN', value: answer.cin });
  if (answer.abi) rows.push({ label: 'ABI (banca)', value: answer.abi });
  if (answer.cab) rows.push({ label: 'CAB (sportello)', value: answer.cab });
  if (answer.account) rows.push({ label: 'Numero di conto', value: answer.account });
  if (answer.accountCheck) rows.push({ label: 'Controllo del conto', value: answer.accountCheck });
  return rows;
}

/**
 * The countries whose account numbers are checked beyond the IBAN's two check digits: by the service's own rules
 * (Italy and San Marino: the CIN; Germany: the Bundesbank's method of the bank; Czech Republic, Slovakia, Finland,
 * Iceland, Mauritania, Tunisia, Timor-Leste) and by ibantools' (the others).
 */
export const DEEPLY_CHECKED =
  "Italia e San Marino (il CIN), Germania (il metodo di controllo della banca, per le banche che usano uno dei 28 metodi verificati qui, 96 su 100), Belgio, Bosnia ed Erzegovina, Croazia, Estonia, Finlandia, Francia, Islanda, Macedonia del Nord, Mauritania, Monaco, Montenegro, Norvegia, Polonia, Portogallo, Repubblica Ceca, Serbia, Slovacchia, Slovenia, Spagna, Timor Est, Tunisia e Ungheria";
