/**
 * Ravvedimento operoso: the logic of `POST /api/calculate-late-payment` and of the page, which works the answer out
 * itself at each change. Pure and free of schema code.
 */
import { LATE_PAYMENT_TAX_KINDS, LATE_PAYMENT_TAX_KIND_LABELS } from '../enums.js';
import type { AppliedRule } from '../tools/rules.js';
import type { CalculateLatePaymentRequest, CalculateLatePaymentResponse } from '../tools/late-payment.js';
import { anniversary, divideRounded, euro, simpleLegalInterest, toCents } from './accrual.js';
import { LATE_PAYMENT_FIELDS } from './bounds.js';
import { legalRateRules, sayDate } from './legal-interest.js';
import { checkChoice, checkIsoDay, checkNumber, ToolRefusal } from './refusal.js';
import { DAY_COUNT } from './rules/civil-code.js';
import { F24_CODES, LATE_PAYMENT_PENALTY, RAVVEDIMENTO_REDUCTIONS, type PenaltyScheme, type ReductionTier } from './rules/late-payment.js';
import { LEGAL_RATE } from './rules/legal-rate.js';
import { appliedRule, entryAt, sayPercent } from './rule-parameter.js';
import { parseIsoDay, type DayNumber } from './italian-holidays.js';

/** The code of a ravvedimento refusal beyond the contract's own checks. */
export const LATE_PAYMENT_REFUSED = 'TOOLS_INVALID_LATE_PAYMENT';

class InvalidLatePaymentInputError extends ToolRefusal {
  constructor(message: string) {
    super(LATE_PAYMENT_REFUSED, message);
  }
}

/** The contract's own checks, in its order, with its sentences. */
function checkRequest({ tax, dueDate, paymentDate, kind }: CalculateLatePaymentRequest): void {
  checkNumber(tax, LATE_PAYMENT_FIELDS.tax);
  checkIsoDay(dueDate, LATE_PAYMENT_FIELDS.dueDateTitle);
  checkIsoDay(paymentDate, LATE_PAYMENT_FIELDS.paymentDateTitle);
  if (kind !== undefined) checkChoice(kind, LATE_PAYMENT_FIELDS.kindTitle, LATE_PAYMENT_TAX_KINDS, LATE_PAYMENT_TAX_KIND_LABELS);
}

const TAX = LATE_PAYMENT_FIELDS.tax.title;
const DUE_DATE = LATE_PAYMENT_FIELDS.dueDateTitle;
const PAYMENT_DATE = LATE_PAYMENT_FIELDS.paymentDateTitle;

const REFORM_DAY = '2024-09-01';

/** A penalty rate as an exact fraction of percent: num / den %. */
export interface PenaltyRate {
  num: bigint;
  den: bigint;
  steps: string[];
}

const percentOf = (rate: PenaltyRate) => Number(rate.num) / Number(rate.den);

/** The penalty of the law for `days` late, before any ravvedimento (art. 13 d.lgs. 471/1997). */
export function basePenalty(scheme: PenaltyScheme, days: number): PenaltyRate {
  const rate: PenaltyRate = { num: BigInt(scheme.base), den: 1n, steps: [`sanzione piena ${sayPercent(scheme.base)}`] };
  if (days <= scheme.halvedWithinDays) {
    rate.den *= 2n;
    rate.steps.push(`ridotta alla metà perché pagata entro ${scheme.halvedWithinDays} giorni: ${sayPercent(percentOf(rate))}`);
  }
  if (days <= scheme.dailyWithinDays) {
    rate.num *= BigInt(days);
    rate.den *= 15n;
    rate.steps.push(`ridotta a ${days}/15 (1/15 per ognuno dei ${days} giorni di ritardo, entro ${scheme.dailyWithinDays}): ${sayPercent(percentOf(rate))}`);
  }
  return rate;
}

/** The ravvedimento step that applies to a payment on `payment` of what was due on `due`. */
export function reductionTier(tiers: readonly ReductionTier[], due: DayNumber, payment: DayNumber): ReductionTier {
  const days = payment - due;
  return tiers.find((tier) => {
    if (tier.within === null) return true;
    return 'days' in tier.within ? days <= tier.within.days : payment <= anniversary(due, tier.within.years);
  })!;
}

function dayOf(text: string, fieldLabel: string): DayNumber {
  const day = parseIsoDay(text);
  if (day === null) throw new InvalidLatePaymentInputError(`Il campo «${fieldLabel}» non è una data del calendario`);
  return day;
}

function checkedDays(request: CalculateLatePaymentRequest): { due: DayNumber; payment: DayNumber } {
  const due = dayOf(request.dueDate, DUE_DATE);
  const payment = dayOf(request.paymentDate, PAYMENT_DATE);
  const first = LATE_PAYMENT_PENALTY.values[0]!.from;
  if (request.dueDate < first) throw new InvalidLatePaymentInputError(`Il campo «${DUE_DATE}» non può essere prima del ${sayDate(first)}`);
  if (payment <= due) throw new InvalidLatePaymentInputError('La data di pagamento deve essere successiva alla scadenza: pagando entro la scadenza non ci sono sanzioni');
  if (request.paymentDate > LEGAL_RATE.knownUntil!) {
    throw new InvalidLatePaymentInputError(`Il tasso legale dopo il ${sayDate(LEGAL_RATE.knownUntil!)} non è ancora stato fissato: scegli una data di pagamento fino a quel giorno`);
  }
  return { due, payment };
}

/** The codes in force on the day of the payment, each kind of tax cited by the resolution that set its codes. */
function f24For(kind: CalculateLatePaymentRequest['kind'], payment: DayNumber): { f24?: CalculateLatePaymentResponse['f24']; rules: AppliedRule[] } {
  if (!kind || kind === 'altro') return { rules: [] };
  const entry = entryAt(F24_CODES, payment);
  const codes = entry.value[kind]!;
  const say = () => [codes.penalty ? `sanzione ${codes.penalty}` : null, codes.interest ? `interessi ${codes.interest}` : null, codes.note].filter(Boolean).join('; ');
  const f24 = { kind: codes.label, taxCodes: codes.taxCodes, penalty: codes.penalty, interest: codes.interest, ...(codes.note ? { note: codes.note } : {}) };
  return { f24, rules: [appliedRule(F24_CODES, { ...entry, reference: codes.source }, say, `${F24_CODES.label}: ${codes.label}`)] };
}

/**
 * Ravvedimento operoso of a tax paid late: the penalty of the rules in force on the due date reduced by how late
 * the payment is, the legal interest day by day at each year's rate, and the total, exact to the cent.
 */
export function calculateLatePayment(request: CalculateLatePaymentRequest): CalculateLatePaymentResponse {
  checkRequest(request);
  const cents = toCents(request.tax);
  if (cents === null) throw new InvalidLatePaymentInputError(`Il campo «${TAX}» può avere al massimo due decimali (i centesimi)`);
  const { due, payment } = checkedDays(request);
  const days = payment - due;
  const schemeEntry = entryAt(LATE_PAYMENT_PENALTY, due);
  const tiersEntry = entryAt(RAVVEDIMENTO_REDUCTIONS, due);
  const base = basePenalty(schemeEntry.value, days);
  const tier = reductionTier(tiersEntry.value, due, payment);
  const reduced: PenaltyRate = { num: base.num * BigInt(tier.numerator), den: base.den * BigInt(tier.denominator), steps: [] };
  const penalty = divideRounded(cents * reduced.num, 100n * reduced.den);
  const interest = simpleLegalInterest(cents, due + 1, payment);
  const { f24, rules: f24Rules } = f24For(request.kind, payment);
  return {
    tax: euro(cents),
    dueDate: request.dueDate,
    paymentDate: request.paymentDate,
    days,
    regime: request.dueDate >= REFORM_DAY ? 'from-2024-09-01' : 'before-2024-09-01',
    basePenaltyRate: Number(percentOf(base).toFixed(4)),
    penaltyRate: Number(percentOf(reduced).toFixed(4)),
    penaltyRateExplained: [...base.steps, `ravvedimento ${tier.label}: ${sayPercent(percentOf(reduced))}`].join('; '),
    penalty: euro(penalty),
    interest: euro(interest.interestCents),
    interestPeriods: interest.periods,
    total: euro(cents + penalty + interest.interestCents),
    ...(f24 ? { f24 } : {}),
    rules: [
      appliedRule(LATE_PAYMENT_PENALTY, schemeEntry, (scheme) => `${sayPercent(scheme.base)}, alla metà entro ${scheme.halvedWithinDays} giorni, 1/15 per giorno entro ${scheme.dailyWithinDays}`),
      appliedRule(RAVVEDIMENTO_REDUCTIONS, tiersEntry, () => tier.label),
      ...legalRateRules(interest.entries),
      appliedRule(DAY_COUNT, DAY_COUNT.values[0]!, (text) => text),
      ...f24Rules,
    ],
  };
}
