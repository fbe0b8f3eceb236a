/**
 * Numbers as Italians type them. `readDecimal` is the one reader of every number field: it takes
 * «1.234,56», «1234,56», «1234.56», «1 234,56» (any space, the narrow no-break one too), «€ 12», «12 €»,
 * «22%», «−5», and says how it read a text that could mean two numbers («1.234»: 1234 for an Italian,
 * 1,234 for an English reader).
 */

import { GROUPING } from './format';

export type DecimalReading = { value: number; note?: string } | { error: string };

export interface ReadDecimalOptions {
  /** Words or symbols also accepted before or after the number, e.g. ['cm'] for a height. «€» and «%» always are. */
  units?: readonly string[];
}

const ALWAYS_ACCEPTED = ['€', 'eur', 'euro', '%'];
const MAX_DIGITS = 30;
const EMPTY = 'Inserisci un numero';
const NOT_A_NUMBER = 'Non è un numero: scrivilo come 1234,56 o 1.234,56';

const ITALIAN = new Intl.NumberFormat('it-IT', { ...GROUPING, maximumFractionDigits: 20 });
const ITALIAN_UNGROUPED = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 20, useGrouping: false });

/** Spaces of every kind become one plain space; the typographic minus becomes «-». */
function normalize(text: string): string {
  return text
    .replace(/[\u00A0\u2007\u2009\u202F\s]+/g, ' ')
    .replace(/[\u2212\u2012\u2013]/g, '-')
    .trim();
}

/** Takes one accepted word or symbol off either end (case-insensitive). */
function stripUnit(text: string, units: readonly string[]): string {
  const lower = text.toLowerCase();
  for (const unit of [...units, ...ALWAYS_ACCEPTED].sort((x, y) => y.length - x.length)) {
    const word = unit.toLowerCase();
    if (lower.startsWith(word) && !/^[a-z]/.test(lower.slice(word.length)) && lower.length > word.length) return text.slice(word.length).trim();
    if (lower.endsWith(word) && !/[a-z]$/.test(lower.slice(0, -word.length)) && lower.length > word.length) return text.slice(0, -word.length).trim();
  }
  return text;
}

interface Shape {
  decimal: ',' | '.' | null;
  group: ',' | '.' | ' ' | null;
  note: 'thousands' | 'decimals' | 'english' | null;
}

const LOOKS_GROUPED = /^[1-9]\d{0,2}[.,]\d{3}$/;

/** Which mark separates the decimals and which the thousands, from the marks the text holds. */
function shapeOf(body: string): Shape | null {
  const commas = body.split(',').length - 1;
  const dots = body.split('.').length - 1;
  const spaces = body.includes(' ');
  if (commas && dots) {
    const decimal = body.lastIndexOf(',') > body.lastIndexOf('.') ? ',' : '.';
    if ((decimal === ',' ? commas : dots) !== 1 || spaces) return null;
    return { decimal, group: decimal === ',' ? '.' : ',', note: decimal === '.' ? 'english' : null };
  }
  const mark = commas ? ',' : dots ? '.' : null;
  const count = commas + dots;
  if (mark === null) return { decimal: null, group: spaces ? ' ' : null, note: null };
  if (count > 1) return spaces ? null : { decimal: null, group: mark, note: mark === ',' ? 'english' : null };
  if (spaces) return { decimal: mark, group: ' ', note: null };
  if (LOOKS_GROUPED.test(body)) {
    return mark === '.' ? { decimal: null, group: '.', note: 'thousands' } : { decimal: ',', group: null, note: 'decimals' };
  }
  return { decimal: mark, group: null, note: null };
}

/** The digits before and after the decimal mark, or null when the groups are not groups of three. */
function digitsOf(body: string, shape: Shape): { whole: string; fraction: string } | null {
  const [wholePart = '', fraction = '', ...rest] = shape.decimal ? body.split(shape.decimal) : [body];
  if (rest.length > 0 || !/^\d*$/.test(fraction)) return null;
  let whole = wholePart;
  if (shape.group) {
    const groups = wholePart.split(shape.group);
    if (!/^\d{1,3}$/.test(groups[0]!) || groups.slice(1).some((group) => !/^\d{3}$/.test(group))) return null;
    whole = groups.join('');
  }
  if (!/^\d*$/.test(whole) || whole.length + fraction.length === 0) return null;
  return { whole, fraction };
}

function noteFor(shape: Shape, value: number): string | undefined {
  if (shape.note === 'thousands') return `Letto come ${ITALIAN_UNGROUPED.format(value)}: il punto separa le migliaia`;
  if (shape.note === 'decimals') return `Letto come ${ITALIAN.format(value)}: la virgola separa i decimali`;
  if (shape.note === 'english') return `Letto come ${ITALIAN.format(value)}`;
  return undefined;
}

/** Reads a number typed the Italian way, or the English way when that is unambiguous; see the module's comment. */
export function readDecimal(text: string, options: ReadDecimalOptions = {}): DecimalReading {
  let body = normalize(String(text));
  if (body === '') return { error: EMPTY };
  if (body.length > 3 * MAX_DIGITS) return { error: NOT_A_NUMBER };
  let negative = false;
  for (let pass = 0; pass < 2; pass += 1) {
    body = stripUnit(body, options.units ?? []);
    if (!negative && /^[-+]/.test(body)) {
      negative = body.startsWith('-');
      body = body.slice(1).trim();
    }
  }
  const shape = shapeOf(body);
  const digits = shape ? digitsOf(body, shape) : null;
  if (!shape || !digits) return { error: NOT_A_NUMBER };
  if (digits.whole.length + digits.fraction.length > MAX_DIGITS) return { error: 'Il numero ha troppe cifre' };
  const magnitude = Number(`${digits.whole || '0'}.${digits.fraction || '0'}`);
  const value = negative && magnitude !== 0 ? -magnitude : magnitude;
  const note = noteFor(shape, value);
  return note ? { value, note } : { value };
}

/** The value of `readDecimal`, or NaN: for code that only needs to know whether a field holds a number. */
export function decimalValue(text: string, options?: ReadDecimalOptions): number {
  const reading = readDecimal(text, options);
  return 'value' in reading ? reading.value : Number.NaN;
}

/**
 * A plain decimal where a dot is always the decimal point ("45.4642" a latitude), never a thousands mark.
 * Number fields people type amounts into use `readDecimal` instead.
 */
export function parseDecimal(text: string): number {
  const normalized = text.trim().replace(',', '.');
  if (normalized === '' || !/^[-+]?\d*\.?\d+$/.test(normalized)) return Number.NaN;
  return Number(normalized);
}
