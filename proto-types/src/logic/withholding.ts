/**
 * Ritenuta d'acconto: the logic of `POST /api/calculate-withholding` and of the page, which works the answer out
 * itself at each change. Pure and free of schema code.
 */
import { WITHHOLDING_MODES, WITHHOLDING_MODE_LABELS } from '../enums.js';
import type { AppliedRule } from '../tools/rules.js';
import type { CalculateWithholdingRequest, CalculateWithholdingResponse } from '../tools/withholding.js';
import { WITHHOLDING_FIELDS } from './bounds.js';
import { checkChoice, checkNumber, ToolRefusal } from './refusal.js';
import { appliedRule, entryAt, sayPercent } from './rule-parameter.js';
import { OCCASIONAL_INPS_THRESHOLD, RECEIPT_STAMP_DUTY, WITHHOLDING_RATE } from './rules/withholding.js';
import { parseIsoDay } from './italian-holidays.js';

/** The code of a withholding refusal beyond the contract's own checks. */
export const WITHHOLDING_REFUSED = 'TOOLS_INVALID_WITHHOLDING';

class InvalidWithholdingInputError extends ToolRefusal {
  constructor(message: string) {
    super(WITHHOLDING_REFUSED, message);
  }
}

/** The contract's own checks, in its order, with its sentences. */
function checkRequest({ amount, mode, earlierThisYear, year }: CalculateWithholdingRequest): void {
  checkNumber(amount, WITHHOLDING_FIELDS.amount);
  checkChoice(mode, WITHHOLDING_FIELDS.modeTitle, WITHHOLDING_MODES, WITHHOLDING_MODE_LABELS);
  if (earlierThisYear !== undefined) checkNumber(earlierThisYear, WITHHOLDING_FIELDS.earlierThisYear);
  if (year !== undefined) checkNumber(year, WITHHOLDING_FIELDS.year, true);
}

/** A number with at most two decimals as integer cents, or null when it has more. */
function toCents(value: number): number | null {
  const scaled = Number((value * 100).toPrecision(15));
  return Number.isInteger(scaled) ? scaled : null;
}

/** 1234.5 → «1.234,50 €». */
export function sayEuro(cents: number): string {
  return `${new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' } as Intl.NumberFormatOptions).format(cents / 100)} €`;
}

/** The withholding on `gross` cents at `rate` percent, rounded to the cent, halves up: exact in integers. */
export function withholdingCents(gross: number, rate: number): number {
  return Math.floor((gross * rate + 50) / 100);
}

/**
 * The smallest gross whose net after withholding is `net` cents. The net of a gross grows by 0 or 1 cent when the
 * gross grows by one cent, so every net is reached: start just under net / (1 − rate) and step up.
 */
export function grossForNet(net: number, rate: number): number {
  let gross = Math.max(net, Math.floor((net * 100) / (100 - rate)) - 2);
  while (gross - withholdingCents(gross, rate) < net) gross += 1;
  return gross;
}

function centsOf(value: number, field: string): number {
  const cents = toCents(value);
  if (cents === null) throw new InvalidWithholdingInputError(`Il campo «${field}» può avere al massimo due decimali (i centesimi)`);
  return cents;
}

function rulesDay(year: number) {
  const day = parseIsoDay(`${year}-01-01`)!;
  return { rate: entryAt(WITHHOLDING_RATE, day), stamp: entryAt(RECEIPT_STAMP_DUTY, day), inps: entryAt(OCCASIONAL_INPS_THRESHOLD, day) };
}

const STAMP_NOTE =
  "La marca da bollo da 2 € va sull'originale della ricevuta e la applica chi la emette (il prestatore); per legge ne risponde in solido anche il committente, a cui di solito si addebita aggiungendola al totale da pagare.";

/** Ritenuta d'acconto on an occasional receipt: 20% of the gross (art. 25 DPR 600/1973), exact to the cent. */
export function calculateWithholding(request: CalculateWithholdingRequest, today = new Date()): CalculateWithholdingResponse {
  checkRequest(request);
  const year = request.year ?? today.getFullYear();
  if (year < 2025 || year > 2026) throw new InvalidWithholdingInputError(`Le regole del ${year} non sono ancora verificate: scegli il 2025 o il 2026`);
  const amount = centsOf(request.amount, 'Importo');
  const earlier = request.earlierThisYear === undefined ? undefined : centsOf(request.earlierThisYear, "Compensi occasionali già ricevuti nell'anno");
  const { rate, stamp, inps } = rulesDay(year);
  const gross = request.mode === 'gross' ? amount : grossForNet(amount, rate.value);
  const withholding = withholdingCents(gross, rate.value);
  const due = gross > stamp.value.threshold * 100;
  const yearTotal = earlier === undefined ? undefined : earlier + gross;
  const notes = [`La ritenuta del ${sayPercent(rate.value)} la trattiene e la versa allo Stato il committente (sostituto d'imposta): è un acconto dell'IRPEF che dichiarerai.`];
  if ((yearTotal ?? gross) > inps.value * 100) {
    notes.push(
      `I compensi occasionali dell'anno superano ${sayEuro(inps.value * 100)}: sulla parte oltre la soglia sono dovuti i contributi della Gestione separata INPS, da concordare con il committente che li versa.`,
    );
  }
  const rules: AppliedRule[] = [
    appliedRule(WITHHOLDING_RATE, rate, (value) => `${sayPercent(value)} del compenso lordo`),
    appliedRule(RECEIPT_STAMP_DUTY, stamp, (value) => `${sayEuro(value.amount * 100)} sopra ${sayEuro(value.threshold * 100)}`),
    appliedRule(OCCASIONAL_INPS_THRESHOLD, inps, (value) => `${sayEuro(value * 100)} l'anno`),
  ];
  return {
    year,
    mode: request.mode,
    gross: gross / 100,
    withholding: withholding / 100,
    withholdingRate: rate.value,
    net: (gross - withholding) / 100,
    stampDuty: { due, amount: due ? stamp.value.amount : 0, note: due ? STAMP_NOTE : `Sotto ${sayEuro(stamp.value.threshold * 100)} la ricevuta non ha marca da bollo.` },
    ...(yearTotal === undefined ? {} : { yearTotal: yearTotal / 100 }),
    notes,
    rules,
  };
}
