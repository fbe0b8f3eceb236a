/**
 * Legal interest: the logic of `POST /api/calculate-legal-interest` and of the page, which works the answer out itself
 * at each change. Pure and free of schema code.
 */
import { INTEREST_COMPOUNDING, INTEREST_COMPOUNDING_LABELS } from '../enums.js';
import type { AppliedRule } from '../tools/rules.js';
import type { CalculateLegalInterestRequest, CalculateLegalInterestResponse } from '../tools/legal-interest.js';
import { LEGAL_INTEREST_FIELDS } from './bounds.js';
import { checkChoice, checkIsoDay, checkNumber, ToolRefusal } from './refusal.js';
import { ANATOCISM, DAY_COUNT, SIMPLE_INTEREST } from './rules/civil-code.js';
import { LEGAL_RATE } from './rules/legal-rate.js';
import { appliedRule, sayPercent, type DatedValue } from './rule-parameter.js';
import { parseIsoDay, type DayNumber } from './italian-holidays.js';
import { euro, simpleLegalInterest, toCents, yearlyLegalInterest } from './accrual.js';

/** The code of a legal-interest refusal beyond the contract's own checks. */
export const LEGAL_INTEREST_REFUSED = 'TOOLS_INVALID_LEGAL_INTEREST';

class InvalidLegalInterestInputError extends ToolRefusal {
  constructor(message: string) {
    super(LEGAL_INTEREST_REFUSED, message);
  }
}

const AMOUNT = LEGAL_INTEREST_FIELDS.amount.title;
const FROM = LEGAL_INTEREST_FIELDS.fromTitle;
const TO = LEGAL_INTEREST_FIELDS.toTitle;

/** The contract's own checks, in its order, with its sentences. */
function checkRequest({ amount, from, to, compounding }: CalculateLegalInterestRequest): void {
  checkNumber(amount, LEGAL_INTEREST_FIELDS.amount);
  checkIsoDay(from, FROM);
  checkIsoDay(to, TO);
  if (compounding !== undefined) checkChoice(compounding, LEGAL_INTEREST_FIELDS.compoundingTitle, INTEREST_COMPOUNDING, INTEREST_COMPOUNDING_LABELS);
}

/** 2024-01-01 → 01/01/2024. */
export function sayDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/** The rule of each legal rate used: «2,5% dal 01/01/2024», with its decree. */
export function legalRateRules(entries: ReadonlyArray<DatedValue<number>>): AppliedRule[] {
  return entries.map((entry) => appliedRule(LEGAL_RATE, entry, (rate) => `${sayPercent(rate)} dal ${sayDate(entry.from)}`));
}

function textRule(parameter: typeof DAY_COUNT): AppliedRule {
  return appliedRule(parameter, parameter.values[0]!, (text) => text);
}

/** A day of the calendar within the legal rate's table, or the Italian 400 naming the field by `fieldLabel`. */
export function legalRateDay(text: string, fieldLabel: string): DayNumber {
  const day = parseIsoDay(text);
  if (day === null) throw new InvalidLegalInterestInputError(`Il campo «${fieldLabel}» non è una data del calendario`);
  if (text < LEGAL_RATE.values[0]!.from) {
    throw new InvalidLegalInterestInputError(`Il campo «${fieldLabel}» non può essere prima del ${sayDate(LEGAL_RATE.values[0]!.from)}`);
  }
  if (text > LEGAL_RATE.knownUntil!) {
    throw new InvalidLegalInterestInputError(`Il tasso legale dopo il ${sayDate(LEGAL_RATE.knownUntil!)} non è ancora stato fissato: scegli una data fino a quel giorno`);
  }
  return day;
}

/**
 * Interest on `amount` from `from` to `to` at the legal rate in force each day (art. 1284 c.c.), cut where the rate
 * changes, simple or capitalised every year (art. 1283 c.c.), exact to the cent.
 */
export function calculateLegalInterest(request: CalculateLegalInterestRequest): CalculateLegalInterestResponse {
  checkRequest(request);
  const cents = toCents(request.amount);
  if (cents === null) throw new InvalidLegalInterestInputError(`Il campo «${AMOUNT}» può avere al massimo due decimali (i centesimi)`);
  const from = legalRateDay(request.from, FROM);
  const to = legalRateDay(request.to, TO);
  if (to < from) throw new InvalidLegalInterestInputError(`La data «${TO}» non può essere prima della data «${FROM}»`);
  const compounding = request.compounding ?? 'simple';
  const accrual = compounding === 'yearly' ? yearlyLegalInterest(cents, from, to) : simpleLegalInterest(cents, from + 1, to);
  return {
    amount: euro(cents),
    from: request.from,
    to: request.to,
    days: to - from,
    compounding,
    interest: euro(accrual.interestCents),
    total: euro(cents + accrual.interestCents),
    periods: accrual.periods,
    dayCount: DAY_COUNT.values[0]!.value,
    rules: [...legalRateRules(accrual.entries), textRule(DAY_COUNT), textRule(compounding === 'yearly' ? ANATOCISM : SIMPLE_INTEREST)],
  };
}
