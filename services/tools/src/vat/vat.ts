import { CalculateVatRequest, type CalculateVatResponse } from '@orbita/proto-types';
import { InvalidVatInputError } from '../errors.js';
import { labelOf } from '../validation/labels.js';

const AMOUNT = labelOf(CalculateVatRequest, 'amount');
const RATE = labelOf(CalculateVatRequest, 'rate');

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
  const cents = exactUnits(amount, 2);
  if (cents === null) throw new InvalidVatInputError(`Il campo «${AMOUNT}» può avere al massimo due decimali (i centesimi)`);
  const hundredths = exactUnits(rate, 2);
  if (hundredths === null) throw new InvalidVatInputError(`Il campo «${RATE}» può avere al massimo due decimali`);
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
