import { ConvertUnitRequest, type ConvertUnitResponse } from '@orbita/proto-types';
import { UNIT_QUANTITIES, type UnitQuantity, type UnitSymbol } from '@orbita/proto-types';
import { InvalidUnitInputError } from '../errors.js';
import { labelOf } from '../validation/labels.js';

const FROM = labelOf(ConvertUnitRequest, 'from');
const TO = labelOf(ConvertUnitRequest, 'to');

/**
 * Each linear unit as a multiple of its quantity's SI unit (or, for data, of the byte), from the definitions:
 * the international yard and pound (1959: 1 yd = 0.9144 m, 1 lb = 0.45359237 kg), the US gallon (231 in³),
 * the SI prefixes (kilo = 1000) and the IEC binary ones (kibi = 1024).
 */
export const SI_FACTORS: Record<Exclude<UnitSymbol, 'C' | 'F' | 'K'>, number> = {
  m: 1,
  km: 1000,
  cm: 0.01,
  mm: 0.001,
  mi: 1609.344,
  ft: 0.3048,
  in: 0.0254,
  kg: 1,
  g: 0.001,
  lb: 0.45359237,
  oz: 0.028349523125,
  l: 0.001,
  ml: 0.000001,
  gal: 0.003785411784,
  m2: 1,
  ha: 10000,
  'm/s': 1,
  'km/h': 1 / 3.6,
  mph: 0.44704,
  s: 1,
  min: 60,
  h: 3600,
  d: 86400,
  B: 1,
  KB: 1000,
  MB: 1000 ** 2,
  GB: 1000 ** 3,
  KiB: 1024,
  MiB: 1024 ** 2,
  GiB: 1024 ** 3,
};

function factorOf(symbol: UnitSymbol): number {
  return SI_FACTORS[symbol as keyof typeof SI_FACTORS];
}

const NUMBER = new Intl.NumberFormat('it-IT', { maximumSignificantDigits: 12 });

/**
 * A computed figure with the digits that mean something: six significant digits, never fewer than its whole part
 * has (0,621371 · 1609,34). The page shows its results with the same rule (frontend lib/format formatSignificant).
 */
export function significant(value: number): string {
  const wholeDigits = Math.abs(value) >= 1 ? Math.floor(Math.log10(Math.abs(value))) + 1 : 1;
  return new Intl.NumberFormat('it-IT', { maximumSignificantDigits: Math.min(21, Math.max(6, wholeDigits)) }).format(value);
}

/** 12 significant digits: the noise of binary fractions goes, every digit a person checks stays. */
function clean(value: number): number {
  const rounded = Number(value.toPrecision(12));
  return Object.is(rounded, -0) ? 0 : rounded;
}

function toKelvin(value: number, unit: 'C' | 'F' | 'K'): number {
  if (unit === 'K') return value;
  if (unit === 'C') return value + 273.15;
  return ((value - 32) * 5) / 9 + 273.15;
}

function fromKelvin(kelvin: number, unit: 'C' | 'F' | 'K'): number {
  if (unit === 'K') return kelvin;
  if (unit === 'C') return kelvin - 273.15;
  return ((kelvin - 273.15) * 9) / 5 + 32;
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

function convertOne(quantity: UnitQuantity, value: number, from: UnitSymbol, to: UnitSymbol): number {
  if (quantity === 'temperature') {
    const kelvin = toKelvin(value, from as 'C' | 'F' | 'K');
    if (clean(kelvin) < 0) {
      throw new InvalidUnitInputError(`${NUMBER.format(value)} ${from === 'K' ? 'K' : `°${from}`} è sotto lo zero assoluto (0 K, −273,15 °C): nessuna temperatura è più bassa`);
    }
  }
  // The same unit gives back the value itself: a trip through kelvin or a factor would add binary noise to it.
  if (from === to) return value === 0 ? 0 : value;
  if (quantity === 'temperature') return clean(fromKelvin(toKelvin(value, from as 'C' | 'F' | 'K'), to as 'C' | 'F' | 'K'));
  return clean((value * factorOf(from)) / factorOf(to));
}

/** Converts `value` between two units of one quantity, and the same number the other way. */
export function convertUnit({ quantity, value, from, to }: ConvertUnitRequest): ConvertUnitResponse {
  const fromName = unitName(quantity, from);
  const toName = unitName(quantity, to);
  const quantityName = UNIT_QUANTITIES[quantity].name.toLowerCase();
  if (!fromName) throw new InvalidUnitInputError(`Nel campo «${FROM}», «${from}» non è un'unità di ${quantityName}`);
  if (!toName) throw new InvalidUnitInputError(`Nel campo «${TO}», «${to}» non è un'unità di ${quantityName}`);
  const result = convertOne(quantity, value, from, to);
  // Read the other way, a temperature may fall below absolute zero (−300 °F is, −300 °C is not): then it has no reverse.
  const reverseExists = quantity !== 'temperature' || clean(toKelvin(value, to as 'C' | 'F' | 'K')) >= 0;
  let formula: string;
  if (quantity === 'temperature') {
    formula = from === to ? 'stessa unità: il valore non cambia' : TEMPERATURE_FORMULAS[`${from}-${to}`]!;
  } else {
    const factor = clean(factorOf(from) / factorOf(to));
    formula = `1 ${from} = ${significant(factor)} ${to}, quindi ${NUMBER.format(value)} ${from} × ${significant(factor)} = ${significant(result)} ${to}`;
  }
  return {
    result,
    ...(reverseExists ? { reverse: convertOne(quantity, value, to, from) } : {}),
    from: { symbol: from, name: fromName },
    to: { symbol: to, name: toName },
    formula,
  };
}
