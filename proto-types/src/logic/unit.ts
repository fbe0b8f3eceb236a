/**
 * Units: the logic of `POST /api/convert-unit` and of the page, which works the answer out itself at each change.
 * Pure and free of schema code.
 */
import { UNIT_QUANTITIES, UNIT_QUANTITY_NAMES, UNIT_SYMBOLS, type UnitQuantity, type UnitSymbol } from '../enums.js';
import type { ConvertUnitRequest, ConvertUnitResponse } from '../tools/unit.js';
import { UNIT_FIELDS, UNIT_QUANTITY_LABELS, UNIT_SYMBOL_LABELS } from './bounds.js';
import { exactDecimal, fractionOf, minus, over, plus, times, toSignificant, type Fraction } from './exact-decimal.js';
import { checkChoice, checkNumber, ToolRefusal } from './refusal.js';

/** The code of a unit refusal beyond the contract's own checks. */
export const UNIT_REFUSED = 'TOOLS_INVALID_UNIT';

class InvalidUnitInputError extends ToolRefusal {
  constructor(message: string) {
    super(UNIT_REFUSED, message);
  }
}

/** The contract's own checks, in its order, with its sentences. */
function checkRequest({ quantity, value, from, to }: ConvertUnitRequest): void {
  checkChoice(quantity, UNIT_FIELDS.quantityTitle, UNIT_QUANTITY_NAMES, UNIT_QUANTITY_LABELS);
  checkNumber(value, UNIT_FIELDS.value);
  checkChoice(from, UNIT_FIELDS.fromTitle, UNIT_SYMBOLS, UNIT_SYMBOL_LABELS);
  checkChoice(to, UNIT_FIELDS.toTitle, UNIT_SYMBOLS, UNIT_SYMBOL_LABELS);
}

const FROM = UNIT_FIELDS.fromTitle;
const TO = UNIT_FIELDS.toTitle;

/** Units converted by a factor: every one but the temperatures. */
type LinearUnit = Exclude<UnitSymbol, 'C' | 'F' | 'K'>;

/**
 * Each linear unit as a multiple of its quantity's SI unit (or, for data, of the byte), written as the definitions
 * give it: the international yard and pound (1959: 1 yd = 0.9144 m, 1 lb = 0.45359237 kg), the US gallon
 * (231 in³), the SI prefixes (kilo = 1000) and the IEC binary ones (kibi = 1024); km/h is 1/3.6 m/s. Kept as exact
 * fractions, so a factor between two units is exact too (1 KB = 0,9765625 KiB) or known not to end (1 km/h = 1/3,6 m/s).
 */
const DEFINITIONS: Record<LinearUnit, string | readonly [string, string]> = {
  m: '1',
  km: '1000',
  cm: '0.01',
  mm: '0.001',
  mi: '1609.344',
  ft: '0.3048',
  in: '0.0254',
  kg: '1',
  g: '0.001',
  lb: '0.45359237',
  oz: '0.028349523125',
  l: '0.001',
  ml: '0.000001',
  gal: '0.003785411784',
  m2: '1',
  ha: '10000',
  'm/s': '1',
  'km/h': ['1', '3.6'],
  mph: '0.44704',
  s: '1',
  min: '60',
  h: '3600',
  d: '86400',
  B: '1',
  KB: '1000',
  MB: '1000000',
  GB: '1000000000',
  KiB: '1024',
  MiB: '1048576',
  GiB: '1073741824',
};

const FACTORS = Object.fromEntries(
  Object.entries(DEFINITIONS).map(([symbol, definition]) => [symbol, typeof definition === 'string' ? fractionOf(definition) : over(fractionOf(definition[0]), fractionOf(definition[1]))]),
) as Record<LinearUnit, Fraction>;

/** Significant digits of `result` and `reverse`: the noise of binary fractions goes, every digit a person checks stays. */
const RESULT_DIGITS = 12;
/** The digits a rounded figure of the formula keeps, as the page shows its results (frontend lib/format formatSignificant). */
const SHOWN_DIGITS = 6;

const ITALIAN = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 20, useGrouping: 'always' } as Intl.NumberFormatOptions);

/** A decimal written as a plain string («0.9765625»), the Italian way («0,9765625»), digit for digit. */
function italian(decimal: string): string {
  return ITALIAN.format(decimal as Intl.StringNumericLiteral);
}

const CELSIUS_ZERO = fractionOf('273.15');
const NINE_FIFTHS = over(fractionOf(9), fractionOf(5));

function toKelvin(value: Fraction, unit: 'C' | 'F' | 'K'): Fraction {
  if (unit === 'K') return value;
  if (unit === 'C') return plus(value, CELSIUS_ZERO);
  return plus(over(minus(value, fractionOf(32)), NINE_FIFTHS), CELSIUS_ZERO);
}

function fromKelvin(kelvin: Fraction, unit: 'C' | 'F' | 'K'): Fraction {
  if (unit === 'K') return kelvin;
  if (unit === 'C') return minus(kelvin, CELSIUS_ZERO);
  return plus(times(minus(kelvin, CELSIUS_ZERO), NINE_FIFTHS), fractionOf(32));
}

const TEMPERATURE_FORMULAS: Record<string, string> = {
  'C-F': '°F = °C × 9/5 + 32',
  'F-C': '°C = (°F − 32) × 5/9',
  'C-K': 'K = °C + 273,15',
  'K-C': '°C = K − 273,15',
  'F-K': 'K = (°F − 32) × 5/9 + 273,15',
  'K-F': '°F = (K − 273,15) × 9/5 + 32',
};

function unitName(quantity: UnitQuantity, symbol: string): string | undefined {
  return (UNIT_QUANTITIES[quantity].units as Record<string, string>)[symbol];
}

const isNegative = (value: Fraction) => value.numerator < 0n;

/** `value` in `to`, exactly; a temperature below absolute zero is refused. */
function exactConversion(quantity: UnitQuantity, value: number, from: UnitSymbol, to: UnitSymbol): Fraction {
  const given = fractionOf(value);
  if (quantity !== 'temperature') return over(times(given, FACTORS[from as LinearUnit]), FACTORS[to as LinearUnit]);
  const kelvin = toKelvin(given, from as 'C' | 'F' | 'K');
  if (isNegative(kelvin)) {
    throw new InvalidUnitInputError(`${italian(String(value))} ${from === 'K' ? 'K' : `°${from}`} è sotto lo zero assoluto (0 K, −273,15 °C): nessuna temperatura è più bassa`);
  }
  return fromKelvin(kelvin, to as 'C' | 'F' | 'K');
}

function convertOne(quantity: UnitQuantity, value: number, from: UnitSymbol, to: UnitSymbol): number {
  const exact = exactConversion(quantity, value, from, to);
  // The same unit gives back the value itself, as typed.
  if (from === to) return value === 0 ? 0 : value;
  return Number(toSignificant(exact, RESULT_DIGITS));
}

/** A symbol as printed in the formula a visitor reads: «m²», not the API's «m2». */
const printedSymbol = (symbol: LinearUnit): string => (symbol === 'm2' ? 'm²' : symbol);

/**
 * «1 KB = 0,9765625 KiB, quindi 3 KB × 0,9765625 = 2,9296875 KiB»: the factor and the result exactly when they end
 * within twelve significant digits, else to six with «≈» («1 km ≈ 0,621371 mi»), never a rounded figure after «=».
 */
function linearFormula(value: number, from: LinearUnit, to: LinearUnit): string {
  const factor = over(FACTORS[from], FACTORS[to]);
  const [shownFrom, shownTo] = [printedSymbol(from), printedSymbol(to)];
  const result = times(fractionOf(value), factor);
  const exactFactor = exactDecimal(factor, RESULT_DIGITS);
  const exactResult = exactFactor === null ? null : exactDecimal(result, RESULT_DIGITS);
  const shownFactor = italian(exactFactor ?? toSignificant(factor, SHOWN_DIGITS));
  const shownResult = italian(exactResult ?? toSignificant(result, SHOWN_DIGITS));
  return `1 ${shownFrom} ${exactFactor === null ? '≈' : '='} ${shownFactor} ${shownTo}, quindi ${italian(String(value))} ${shownFrom} × ${shownFactor} ${exactResult === null ? '≈' : '='} ${shownResult} ${shownTo}`;
}

/** Converts `value` between two units of one quantity, and the same number the other way. */
export function convertUnit(request: ConvertUnitRequest): ConvertUnitResponse {
  checkRequest(request);
  const { quantity, value, from, to } = request;
  const fromName = unitName(quantity, from);
  const toName = unitName(quantity, to);
  const quantityName = UNIT_QUANTITIES[quantity].name.toLowerCase();
  if (!fromName) throw new InvalidUnitInputError(`Nel campo «${FROM}», «${from}» non è un'unità di ${quantityName}`);
  if (!toName) throw new InvalidUnitInputError(`Nel campo «${TO}», «${to}» non è un'unità di ${quantityName}`);
  // A result too small to write is 0, never −0 (JSON and the page say 0).
  const result = convertOne(quantity, value, from, to) + 0;
  // Read the other way, a temperature may fall below absolute zero (−300 °F is, −300 °C is not): then it has no reverse.
  const reverseExists = quantity !== 'temperature' || !isNegative(toKelvin(fractionOf(value), to as 'C' | 'F' | 'K'));
  let formula: string;
  if (quantity === 'temperature') formula = from === to ? 'stessa unità: il valore non cambia' : TEMPERATURE_FORMULAS[`${from}-${to}`]!;
  else formula = linearFormula(value, from as LinearUnit, to as LinearUnit);
  return {
    result,
    ...(reverseExists ? { reverse: convertOne(quantity, value, to, from) + 0 } : {}),
    from: { symbol: from, name: fromName },
    to: { symbol: to, name: toName },
    formula,
  };
}
