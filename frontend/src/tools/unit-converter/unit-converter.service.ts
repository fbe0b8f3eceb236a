import type { ConvertUnitRequest } from '@orbita/proto-types';
import { UNIT_QUANTITIES, UNIT_QUANTITY_NAMES, UNIT_SINGULARS, UNIT_SYMBOLS, type UnitQuantity, type UnitSymbol } from '@orbita/proto-types/enums';
import { formatSignificant, formatUpTo, isOne } from '../../lib/format';
import { decimalValue } from '../../lib/parse-decimal';
import type { PreparedRequest } from '../../lib/use-latest-request';
import { choiceParam, decimalTextParam } from '../../lib/url-state/params';
import type { UrlSchema } from '../../lib/url-state/use-url-state';

export interface UnitForm {
  quantity: UnitQuantity;
  value: string;
  from: UnitSymbol;
  to: UnitSymbol;
}

export const DEFAULT_UNIT_FORM: UnitForm = { quantity: 'length', value: '1', from: 'km', to: 'mi' };

export const QUANTITY_OPTIONS: readonly UnitQuantity[] = UNIT_QUANTITY_NAMES;

export function quantityLabel(quantity: UnitQuantity): string {
  return UNIT_QUANTITIES[quantity].name;
}

export function unitsOf(quantity: UnitQuantity): UnitSymbol[] {
  return Object.keys(UNIT_QUANTITIES[quantity].units) as UnitSymbol[];
}

/** «chilometri (km)», «metri quadrati (m²)»: the symbol as printed, not as the API spells it. */
export function unitLabel(quantity: UnitQuantity, symbol: UnitSymbol): string {
  const name = (UNIT_QUANTITIES[quantity].units as Record<string, string>)[symbol] ?? symbol;
  const printed = symbol === 'C' || symbol === 'F' ? `°${symbol}` : symbol === 'm2' ? 'm²' : symbol;
  return `${name} (${printed})`;
}

/** A figure with its unit, the name agreeing with it: «1 chilometro», «0,621371 miglia», «100 gradi Celsius». */
export function amountOf(value: number, symbol: string, typed = false): string {
  const shown = typed ? formatUpTo(value, 12) : formatSignificant(value);
  const names = UNIT_NAMES.get(symbol);
  return `${shown} ${names ? (isOne(shown) ? names.one : names.many) : symbol}`;
}

const UNIT_NAMES = new Map(
  UNIT_QUANTITY_NAMES.flatMap((quantity) =>
    Object.entries(UNIT_QUANTITIES[quantity].units).map(([symbol, many]) => [symbol, { one: UNIT_SINGULARS[symbol as UnitSymbol], many }] as const),
  ),
);

/**
 * The form as the page uses it: units that do not belong to the quantity (a link that mixes them, a quantity
 * just changed) become its first two units, so the two selects always offer what they hold.
 */
export function coherentUnits(form: UnitForm): UnitForm {
  const units = unitsOf(form.quantity);
  const from = units.includes(form.from) ? form.from : units[0]!;
  const to = units.includes(form.to) ? form.to : (units.find((unit) => unit !== from) ?? from);
  return from === form.from && to === form.to ? form : { ...form, from, to };
}

const QUANTITY_WORDS = new Map<UnitQuantity, string>([
  ['length', 'lunghezza'],
  ['mass', 'massa'],
  ['temperature', 'temperatura'],
  ['volume', 'volume'],
  ['area', 'superficie'],
  ['speed', 'velocita'],
  ['time', 'tempo'],
  ['data', 'dati'],
]);

const LIMIT = 1e15;

/** `/tools/unit-converter?grandezza=temperatura&valore=100&da=C&a=F`. */
export const UNIT_URL: UrlSchema<UnitForm> = {
  quantity: ['grandezza', choiceParam(QUANTITY_WORDS)],
  value: ['valore', decimalTextParam({ min: -LIMIT, max: LIMIT })],
  from: ['da', choiceParam(UNIT_SYMBOLS)],
  to: ['a', choiceParam(UNIT_SYMBOLS)],
};

export const INVALID_VALUE = 'Inserisci un numero valido';

/** The request for the service, or the message that stops it from being sent. */
export function toUnitRequest(form: UnitForm): PreparedRequest<ConvertUnitRequest> {
  const value = decimalValue(form.value);
  if (!Number.isFinite(value) || Math.abs(value) > LIMIT) return { invalid: INVALID_VALUE };
  const { quantity, from, to } = coherentUnits(form);
  return { request: { quantity, value, from, to } };
}
