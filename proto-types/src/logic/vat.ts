/**
 * VAT added or taken out: the logic of `POST /api/calculate-vat` and of the page, which works the answer out itself
 * at each change. Pure and free of schema code, so the frontend bundles it.
 */
import { VAT_MODES, VAT_MODE_LABELS } from '../enums.js';
import type { CalculateVatRequest, CalculateVatResponse } from '../tools/vat.js';
import { CHOICE_TITLES, VAT_FIELDS } from './bounds.js';
import { checkChoice, checkNumber, ToolRefusal } from './refusal.js';

/** The code of a VAT refusal beyond the contract's own checks. */
export const VAT_REFUSED = 'TOOLS_INVALID_VAT';
const AMOUNT = VAT_FIELDS.amount.title;
const RATE = VAT_FIELDS.rate.title;

/** A number with at most `decimals` decimals as an exact integer of 10^-decimals units, or null when it has more. */
function exactUnits(value: number, decimals: number): bigint | null {
  const scaled = Number((value * 10 ** decimals).toPrecision(15));
  return Number.isInteger(scaled) ? BigInt(scaled) : null;
}

/** numerator / denominator rounded to the nearest integer, halves up (both positive): the invoice's rounding. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

function euro(cents: bigint): number {
  return Number(cents) / 100;
}

/**
 * Net, VAT and gross to the cent, in integer cents so nothing is lost to binary fractions. Adding: the VAT is
 * net × rate rounded to the cent (halves up), as on an invoice. Taking out (scorporo): the net is
 * gross ÷ (1 + rate) rounded to the cent and the VAT is what is left, so net + VAT is always the gross paid.
 */
export function calculateVat({ amount, rate, mode }: CalculateVatRequest): CalculateVatResponse {
  checkNumber(amount, VAT_FIELDS.amount);
  checkNumber(rate, VAT_FIELDS.rate);
  checkChoice(mode, CHOICE_TITLES.vatMode, VAT_MODES, VAT_MODE_LABELS);
  const cents = exactUnits(amount, 2);
  if (cents === null) throw new ToolRefusal(VAT_REFUSED, `Il campo «${AMOUNT}» può avere al massimo due decimali (i centesimi)`);
  const hundredths = exactUnits(rate, 2);
  if (hundredths === null) throw new ToolRefusal(VAT_REFUSED, `Il campo «${RATE}» può avere al massimo due decimali`);
  let net: bigint;
  let gross: bigint;
  if (mode === 'add') {
    net = cents;
    gross = net + divideRounded(net * hundredths, 10_000n);
  } else {
    gross = cents;
    net = divideRounded(gross * 10_000n, 10_000n + hundredths);
  }
  return { net: euro(net), vat: euro(gross - net), gross: euro(gross), rate: Number(hundredths) / 100 };
}
