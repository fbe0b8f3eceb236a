/**
 * Partita IVA: the logic of `POST /api/check-vat-number` and of the page, which works the answer out itself at each
 * change. Pure and free of schema code.
 */
import type { CheckVatNumberRequest, CheckVatNumberResponse, VatNumberOffice } from '../tools/vat-number.js';
import { VAT_NUMBER_FIELDS } from './bounds.js';
import { checkText } from './refusal.js';
import { appliedRule, type AppliedRule } from './rule-parameter.js';
import { VAT_CHECK_DIGIT, VAT_OFFICE_CODES, VAT_REGISTRATION } from './rules/vat-number.js';
import { isProvisionalCodeOffice, isVatOfficeCode, officeProvince } from './vat-number-offices.js';

/** The first serial number that is no partita IVA: from it up, the codici fiscali of bodies without one. */
const FIRST_NON_VAT_REGISTRATION = 8_000_000;

/** The number without what people print around and inside it: an `IT` prefix, spaces, dots, dashes, slashes. */
export function electronicVatNumber(input: string): string {
  return input.replace(/[\s./-]/gu, '').toUpperCase().replace(/^IT/u, '');
}

/** The check digit of the first ten digits (D.M. 23/12/1976): odd places as they are, even places doubled less 9. */
export function vatCheckDigit(firstTen: string): number {
  let sum = 0;
  for (let index = 0; index < 10; index += 1) {
    const digit = Number(firstTen[index]);
    const doubled = digit * 2;
    sum += index % 2 === 0 ? digit : doubled > 9 ? doubled - 9 : doubled;
  }
  return (10 - (sum % 10)) % 10;
}

function rules(): AppliedRule[] {
  return [VAT_CHECK_DIGIT, VAT_REGISTRATION, VAT_OFFICE_CODES].map((parameter) => appliedRule(parameter, parameter.values[0]!, (value) => value));
}

function office(code: string): VatNumberOffice {
  const name = officeProvince(code);
  if (name) return { code, name, note: `Ufficio della provincia di ${name}: è dove il numero è stato attribuito, non per forza dove ha sede l'attività` };
  if (!isVatOfficeCode(code)) return { code, note: 'Nessun ufficio attribuisce partite IVA con questo codice' };
  return { code, note: 'Codice di un ufficio speciale o assegnato dopo il 1992: la provincia non si ricava dal numero' };
}

/** What makes the serial number or the office code impossible in a partita IVA, first found first, or null. */
function formalProblem(registration: string, code: string): { wrongPart: string; reason: string } | null {
  if (Number(registration) === 0) {
    return { wrongPart: 'registration', reason: 'Le prime 7 cifre (la matricola) non possono essere tutte zero: nessun ufficio attribuisce la matricola 0000000' };
  }
  if (!isVatOfficeCode(code)) {
    const provisional = isProvisionalCodeOffice(code) ? ', e lo usano solo i codici fiscali provvisori' : '';
    return {
      wrongPart: 'office',
      reason: `Il codice ufficio ${code} (cifre 8–10) non esiste per una partita IVA${provisional}: i codici ammessi sono da 001 a 100, 120, 121, 888 e 999`,
    };
  }
  if (Number(registration) >= FIRST_NON_VAT_REGISTRATION) {
    return {
      wrongPart: 'registration',
      reason: `La matricola ${registration} (cifre 1–7) parte da 8000000 in su: numeri così sono codici fiscali di enti senza partita IVA (associazioni, condomìni, enti non commerciali), non partite IVA`,
    };
  }
  return null;
}

function invalid(formatted: string, wrongPart: string, reason: string): CheckVatNumberResponse {
  return { valid: false, formatted, wrongPart, reason, rules: rules() };
}

/**
 * Whether `vatNumber` has the form of an Italian partita IVA, as the Agenzia's formal check has it: a serial number
 * from 0000001 to 7999999, an office code a partita IVA can have and a right check digit; never whether it is active.
 */
export function checkVatNumber(request: CheckVatNumberRequest): CheckVatNumberResponse {
  checkText(request.vatNumber, VAT_NUMBER_FIELDS.vatNumber);
  const number = electronicVatNumber(request.vatNumber);
  if (!/^\d+$/u.test(number)) {
    return invalid(number, 'format', 'La partita IVA italiana è fatta solo di cifre (al massimo preceduta da «IT»)');
  }
  if (number.length !== 11) {
    const off = Math.abs(number.length - 11);
    return invalid(number, 'length', `La partita IVA ha 11 cifre, questa ne ha ${number.length}: ne ${number.length > 11 ? 'avanza' : 'manca'}${off > 1 ? 'no' : ''} ${off}`);
  }
  const registration = number.slice(0, 7);
  const code = number.slice(7, 10);
  const expected = String(vatCheckDigit(number));
  const given = number[10]!;
  const base = { formatted: number, registration, office: office(code), checkDigit: { given, expected, correct: given === expected }, rules: rules() };
  const problem = formalProblem(registration, code);
  if (problem) return { ...base, valid: false, ...problem };
  if (given !== expected) {
    return { ...base, valid: false, wrongPart: 'check-digit', reason: `L'ultima cifra (di controllo) dovrebbe essere ${expected}, non ${given}: c'è un errore di battitura` };
  }
  return { ...base, valid: true };
}
