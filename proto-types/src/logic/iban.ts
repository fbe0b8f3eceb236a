/**
 * The IBAN check: the logic of `POST /api/check-iban` and of the page, which works the answer out itself at each
 * keystroke. The German bank codes are data (`GermanMethodOf`) the service reads from disk and the page loads once.
 */
import { extractIBAN, getCountrySpecifications, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import type { CheckIbanRequest, CheckIbanResponse } from '../tools/iban.js';
import { IBAN_FIELDS } from './bounds.js';
import { checkText } from './refusal.js';
import { checkGermanAccount, type GermanMethodOf } from './iban-german-account.js';
import { NATIONAL_CHECKS } from './iban-national-checks.js';
import { italianCin } from './italian-cin.js';

const SPECIFICATIONS = getCountrySpecifications();
const REGIONS = new Intl.DisplayNames(['it'], { type: 'region' });

function countryName(code: string): string | undefined {
  try {
    const name = REGIONS.of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The IBAN without what people print between its characters: spaces of any width, dots (NO93.8601.1117.947, as
 * Norwegian banks print it) and dashes, upper case.
 */
export function electronicIban(input: string): string {
  return input.replace(/[\s.-]/gu, '').toUpperCase();
}

/** Countries whose BBAN is the Italian one, CIN first: San Marino uses the Italian CIN, ABI and CAB. */
const ITALIAN_BBAN = new Set(['IT', 'SM']);

/** In groups of four, as IBANs are printed. */
export function groupsOfFour(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}

/** What the Italian BBAN says where it is not well formed: CIN a letter, ABI and CAB digits, the account 12 characters. */
function italianFormatProblem(bban: string): string {
  if (!/^[A-Z]/.test(bban)) return `il CIN (il primo carattere dopo le cifre di controllo) deve essere una lettera, non «${bban[0]}»`;
  if (!/^\d{5}$/.test(bban.slice(1, 6))) return `l'ABI (5 cifre dopo il CIN) contiene caratteri che non sono cifre: «${bban.slice(1, 6)}»`;
  if (!/^\d{5}$/.test(bban.slice(6, 11))) return `il CAB (5 cifre dopo l'ABI) contiene caratteri che non sono cifre: «${bban.slice(6, 11)}»`;
  return 'il numero di conto (gli ultimi 12 caratteri) può contenere solo lettere e cifre';
}

function invalid(formatted: string, country: string, wrongPart: string, reason: string): CheckIbanResponse {
  const name = countryName(country);
  return { valid: false, formatted, country, ...(name ? { countryName: name } : {}), wrongPart, reason };
}

/** The IBAN being checked, read once: what every step needs. */
interface Reading {
  iban: string;
  formatted: string;
  country: string;
  /** The country in Italian, or its code. */
  name: string;
  bban: string;
  errorCodes: ValidationErrorsIBAN[];
}

/** The IBAN read for checking, or what is wrong with its shape: characters, country, length, the form of the check digits or the BBAN. */
function readIban(iban: string, formatted: string, country: string): CheckIbanResponse | Reading {
  if (!/^[A-Z0-9]+$/.test(iban)) {
    return invalid(formatted, country, 'format', "L'IBAN può contenere solo lettere, cifre e spazi");
  }
  const chars = SPECIFICATIONS[country]?.chars;
  if (!/^[A-Z]{2}$/.test(country) || !chars) {
    return invalid(formatted, country, 'country', `«${country}» non è il codice di un paese che usa l'IBAN: un IBAN inizia con la sigla del paese, come IT o DE`);
  }
  const name = countryName(country) ?? country;
  if (iban.length !== chars) {
    const off = Math.abs(iban.length - chars);
    return invalid(formatted, country, 'length', `Un IBAN di ${name} ha ${chars} caratteri, questo ne ha ${iban.length}: ne ${iban.length > chars ? 'avanza' : 'manca'}${off > 1 ? 'no' : ''} ${off}`);
  }
  const bban = iban.slice(4);
  const { errorCodes } = validateIBAN(iban, { allowQRIBAN: true });
  if (errorCodes.includes(ValidationErrorsIBAN.ChecksumNotNumber)) {
    return invalid(formatted, country, 'check-digits', `Dopo «${country}» vengono due cifre di controllo, non «${iban.slice(2, 4)}»`);
  }
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANFormat)) {
    const detail = ITALIAN_BBAN.has(country) ? italianFormatProblem(bban) : `i caratteri dopo le cifre di controllo non hanno la forma dei conti di ${name}`;
    return invalid(formatted, country, 'format', `Il formato non è quello di ${name}: ${detail}`);
  }
  return { iban, formatted, country, name, bban, errorCodes };
}

/** CIN, ABI, CAB and account of an Italian or Sammarinese BBAN. */
function italianParts({ country, bban }: Reading) {
  return ITALIAN_BBAN.has(country) ? { cin: bban[0]!, abi: bban.slice(1, 6), cab: bban.slice(6, 11), account: bban.slice(11) } : null;
}

/** The first check that fails: the mod-97 digits (naming a wrong CIN too), the CIN, the national check digits. */
function checkProblem(reading: Reading, germanMethodOf: GermanMethodOf): CheckIbanResponse | null {
  const { iban, formatted, country, name, bban, errorCodes } = reading;
  const italian = italianParts(reading);
  const rightCin = italian && italianCin(italian.abi, italian.cab, italian.account);
  const cinWrong = italian !== null && rightCin !== italian.cin;
  if (errorCodes.includes(ValidationErrorsIBAN.WrongIBANChecksum)) {
    const alsoCin = cinWrong ? ` nel codice di banca, sportello o conto (anche il CIN «${italian.cin}» non torna)` : '';
    return invalid(formatted, country, 'check-digits', `Le cifre di controllo «${iban.slice(2, 4)}» non tornano con il resto del codice: c'è quasi certamente un errore di battitura${alsoCin}`);
  }
  if (cinWrong) {
    return invalid(formatted, country, 'cin', `Il CIN «${italian.cin}» non corrisponde ad ABI, CAB e numero di conto: per questi dati sarebbe «${rightCin}»`);
  }
  // Where a rule is kept here it replaces ibantools' own (which accepts a Czech or Slovak check digit of 1 after a remainder of 1).
  const nationalCheck = NATIONAL_CHECKS[country];
  if (nationalCheck ? !nationalCheck(bban) : errorCodes.includes(ValidationErrorsIBAN.WrongAccountBankBranchChecksum)) {
    return invalid(formatted, country, 'national-check', `Il codice di controllo nazionale di ${name} (nel numero di banca o di conto) non torna`);
  }
  if (country === 'DE') {
    const { problem } = checkGermanAccount(bban, germanMethodOf);
    if (problem) return invalid(formatted, country, problem.wrongPart, problem.reason);
  }
  if (errorCodes.some((code) => code !== ValidationErrorsIBAN.WrongAccountBankBranchChecksum)) {
    return invalid(formatted, country, 'format', `L'IBAN non è valido per ${name}`);
  }
  return null;
}

/**
 * Checks an IBAN of any country in the ISO 13616 registry (through ibantools): the country, the length and the
 * national format of its BBAN, the two check digits (mod 97), and where the country has one the national check
 * (the Italian and Sammarinese CIN, those of `national-checks.ts`, and for Germany the bank code and the check digit
 * method the Bundesbank names for the bank, `german-account.ts`). A wrong IBAN is an answer,
 * not an error: `valid: false` with the part that is wrong and an Italian reason.
 */
export function checkIban(input: string, germanMethodOf: GermanMethodOf): CheckIbanResponse {
  const iban = electronicIban(input);
  const formatted = groupsOfFour(iban);
  // «ciao» is not the IBAN of Côte d'Ivoire: a text without a digit, or not opening with two letters, names no country.
  if (!/^[A-Z]{2}/.test(iban) || !/\d/.test(iban)) {
    return { valid: false, formatted, wrongPart: 'format', reason: 'Questo testo non ha la forma di un IBAN, che inizia con la sigla del paese e due cifre di controllo (come «IT60 X054 2811 1010 0000 0123 456»)' };
  }
  const reading = readIban(iban, formatted, iban.slice(0, 2));
  if (!('bban' in reading)) return reading;
  const problem = checkProblem(reading, germanMethodOf);
  if (problem) return problem;
  const italian = italianParts(reading);
  const account = italian === null ? extractIBAN(iban).accountNumber : undefined;
  return {
    valid: true,
    formatted,
    country: reading.country,
    countryName: reading.name,
    sepa: Boolean(SPECIFICATIONS[reading.country]!.SEPA),
    ...(italian ?? {}),
    ...(account ? { account } : {}),
    ...(reading.country === 'DE' ? { accountCheck: checkGermanAccount(reading.bban, germanMethodOf).checked } : {}),
  };
}

/** The answer to `POST /api/check-iban`: the contract's own check of the text (its sentence), then the IBAN's. */
export function checkIbanRequest({ iban }: CheckIbanRequest, germanMethodOf: GermanMethodOf): CheckIbanResponse {
  checkText(iban, IBAN_FIELDS.iban);
  return checkIban(iban, germanMethodOf);
}

/** Whether the answer for `input` needs the German bank codes: a German IBAN of the right shape. */
export function needsGermanBanks(input: string): boolean {
  return electronicIban(input).startsWith('DE');
}
