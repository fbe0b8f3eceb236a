import type { CalculateTaxCodeRequest, CalculateTaxCodeResponse, CheckTaxCodeRequest, CheckTaxCodeResponse } from '../tools/tax-code.js';
import { TAX_CODE_BIRTH_DATE_TITLE, TAX_CODE_FIELDS, TAX_CODE_SEX_TITLE } from './bounds.js';
import { oddEvenCheckCharacter } from './italian-cin.js';
import { checkChoice, checkText, refuseField, ToolRefusal } from './refusal.js';
import { searchKey, type Municipalities } from './tax-code-places.js';
import { INVALID_TAX_CODE, resolvePlace } from './tax-code-resolve-place.js';
import { nonLatinLetters } from './tax-code-transliterate.js';

class InvalidTaxCodeInputError extends ToolRefusal {
  constructor(message: string) {
    super(INVALID_TAX_CODE, message);
  }
}

const MONTHS = 'ABCDEHLMPRST';
/** Letters that stand for the digits 0–9 in a code changed for omocodia. */
const OMOCODIA_LETTERS = 'LMNPQRSTUV';
/** The positions (0-based) of the seven digits that omocodia may turn into letters, right to left. */
const DIGIT_POSITIONS = [14, 13, 12, 10, 9, 7, 6];

function letters(text: string): string {
  return searchKey(text).replace(/[^A-Z]/g, '');
}

function split(text: string): { consonants: string; vowels: string } {
  const all = letters(text);
  return { consonants: all.replace(/[AEIOU]/g, ''), vowels: all.replace(/[^AEIOU]/g, '') };
}

/** Surname: its first three consonants, then its vowels, then X. */
export function surnamePart(surname: string): string {
  const { consonants, vowels } = split(surname);
  return `${consonants}${vowels}XXX`.slice(0, 3);
}

/** Name: the 1st, 3rd and 4th consonants when it has four or more, otherwise as the surname. */
export function namePart(name: string): string {
  const { consonants, vowels } = split(name);
  if (consonants.length >= 4) return consonants[0]! + consonants[2]! + consonants[3]!;
  return `${consonants}${vowels}XXX`.slice(0, 3);
}

function realDate(text: string): { year: number; month: number; day: number } | null {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.toISOString().slice(0, 10) === text ? { year, month, day } : null;
}

/**
 * The codice fiscale as the rules of DM 23/12/1976 compute it: surname, name, year, month letter, day (+40 for
 * women), the Belfiore code of the place of birth, and the check character. Two people with the same 15 characters
 * get, from the Agenzia delle Entrate alone, a variant with letters in place of digits (omocodia): that cannot be
 * computed from personal data.
 */
export function calculateTaxCode(municipalities: Municipalities, request: CalculateTaxCodeRequest): CalculateTaxCodeResponse {
  const labels = { surname: 'Cognome', name: 'Nome' } as const;
  for (const field of ['surname', 'name'] as const) {
    const foreign = nonLatinLetters(request[field]);
    if (foreign.length > 0) {
      throw new InvalidTaxCodeInputError(
        `Il campo «${labels[field]}» contiene lettere che non sono dell'alfabeto latino (${foreign.slice(0, 3).map((letter) => `«${letter}»`).join(', ')}): scrivilo in lettere latine, come nel documento italiano o nel passaporto`,
      );
    }
    if (letters(request[field]).length === 0) throw new InvalidTaxCodeInputError(`Il campo «${labels[field]}» deve contenere almeno una lettera`);
  }
  const date = realDate(request.birthDate);
  if (!date) throw new InvalidTaxCodeInputError(`Il campo «Data di nascita» non è una data del calendario: ${request.birthDate}`);
  if (date.year < 1800 || request.birthDate > new Date().toISOString().slice(0, 10)) {
    throw new InvalidTaxCodeInputError('Il campo «Data di nascita» deve essere una data passata, dal 1800 in poi');
  }
  const birthPlace = resolvePlace(municipalities, request.birthPlace, request.birthDate);
  const day = date.day + (request.sex === 'F' ? 40 : 0);
  const body =
    surnamePart(request.surname) +
    namePart(request.name) +
    String(date.year % 100).padStart(2, '0') +
    MONTHS[date.month - 1]! +
    String(day).padStart(2, '0') +
    birthPlace.code;
  return { code: body + oddEvenCheckCharacter(body), birthPlace };
}

/**
 * The year has two digits: of the years they can stand for that are real dates and not in the future, the most recent
 * one while the place's code was in use (a place gone in 1928 puts «26» in 1926), or the most recent of all.
 */
function centuryOf(yy: number, iso: (year: number) => string, place: { from: string; to: string }, today: Date): string | undefined {
  const todayIso = today.toISOString().slice(0, 10);
  const years = [2000, 1900, 1800].map((century) => iso(century + yy)).filter((date) => date <= todayIso && realDate(date));
  const whileValid = years.find((date) => (!place.from || place.from <= date) && (!place.to || date <= place.to));
  return whileValid ?? years[0];
}

function invalid(code: string, reason: string): CheckTaxCodeResponse {
  return { valid: false, code, reason };
}

/** The code with each omocodia letter turned back into its digit. */
function withDigits(code: string): string {
  const characters = [...code];
  for (const position of DIGIT_POSITIONS) {
    const index = OMOCODIA_LETTERS.indexOf(characters[position]!);
    if (index >= 0) characters[position] = String(index);
  }
  return characters.join('');
}

/**
 * Checks a codice fiscale: its shape, position by position (digits or, for omocodia, their letters), the month
 * letter, the day, the place's Belfiore code and the check character; reads back sex, date and place (see `centuryOf`).
 */
export function checkTaxCode(municipalities: Municipalities, input: string, today = new Date()): CheckTaxCodeResponse {
  const code = input.replace(/\s+/g, '').toUpperCase();
  if (code.length !== 16) return invalid(code, `Un codice fiscale ha 16 caratteri, questo ne ha ${code.length}`);
  if (!/^[A-Z0-9]{16}$/.test(code)) return invalid(code, 'Il codice fiscale può contenere solo lettere e cifre');
  if (!/^[A-Z]{6}$/.test(code.slice(0, 6))) return invalid(code, 'I primi sei caratteri (cognome e nome) devono essere lettere');
  const digitOrLetter = new RegExp(`^[0-9${OMOCODIA_LETTERS}]$`);
  for (const position of DIGIT_POSITIONS) {
    if (!digitOrLetter.test(code[position]!)) {
      return invalid(code, `Il carattere ${position + 1} («${code[position]}») deve essere una cifra (o, per omocodia, una delle lettere ${OMOCODIA_LETTERS})`);
    }
  }
  if (!/^[A-Z]$/.test(code[15]!)) return invalid(code, "L'ultimo carattere (di controllo) deve essere una lettera");
  const expected = oddEvenCheckCharacter(code.slice(0, 15));
  if (expected !== code[15]) {
    return invalid(code, `Il carattere di controllo è «${code[15]}», ma per i primi 15 caratteri dovrebbe essere «${expected}»: c'è un errore di battitura`);
  }
  const digits = withDigits(code);
  const monthIndex = MONTHS.indexOf(digits[8]!);
  if (monthIndex < 0) return invalid(code, `La lettera del mese («${digits[8]}») non esiste: sono valide ${MONTHS.split('').join(', ')}`);
  const dayNumber = Number(digits.slice(9, 11));
  const sex = dayNumber > 40 ? 'F' : 'M';
  const day = sex === 'F' ? dayNumber - 40 : dayNumber;
  const iso = (y: number) => `${y}-${String(monthIndex + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (day < 1 || !realDate(iso(2000))) {
    return invalid(code, `Il giorno («${digits.slice(9, 11)}») non è valido per il mese: va da 01 a 31 per gli uomini e da 41 a 71 per le donne`);
  }
  const placeCode = digits.slice(11, 15);
  if (!municipalities.byBelfiore(placeCode)) return invalid(code, `Il codice del luogo di nascita «${code.slice(11, 15)}» non corrisponde a nessun comune o stato estero`);
  const birthDate = centuryOf(Number(digits.slice(6, 8)), iso, municipalities.validity(placeCode), today);
  if (!birthDate) return invalid(code, `Il giorno («${digits.slice(9, 11)}») non esiste in nessun anno che finisca per ${digits.slice(6, 8)}`);
  // The place under its name of the day of birth («Spinone dei Castelli» in 1951, today Spinone al Lago).
  const birthPlace = municipalities.byBelfiore(placeCode, birthDate)!;
  const omocodia = digits !== code;
  const base = digits.slice(0, 15);
  return {
    valid: true,
    code,
    sex,
    birthDate,
    birthPlace,
    omocodia,
    ...(omocodia ? { baseCode: base + oddEvenCheckCharacter(base) } : {}),
  };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The answer to `POST /api/calculate-tax-code`: the contract's own checks (its sentences, in its order), then the code. */
export function calculateTaxCodeRequest(municipalities: Municipalities, request: CalculateTaxCodeRequest): CalculateTaxCodeResponse {
  checkText(request.surname, TAX_CODE_FIELDS.surname);
  checkText(request.name, TAX_CODE_FIELDS.name);
  checkChoice(request.sex, TAX_CODE_SEX_TITLE, ['M', 'F']);
  if (typeof request.birthDate !== 'string') throw refuseField(TAX_CODE_BIRTH_DATE_TITLE, 'deve essere un testo');
  if (!ISO_DAY.test(request.birthDate)) throw refuseField(TAX_CODE_BIRTH_DATE_TITLE, 'non ha un formato valido');
  checkText(request.birthPlace, TAX_CODE_FIELDS.birthPlace);
  return calculateTaxCode(municipalities, request);
}

/** The answer to `POST /api/check-tax-code`: the contract's check of the text, then the code's. */
export function checkTaxCodeRequest(municipalities: Municipalities, { code }: CheckTaxCodeRequest, today = new Date()): CheckTaxCodeResponse {
  checkText(code, TAX_CODE_FIELDS.code);
  return checkTaxCode(municipalities, code, today);
}
