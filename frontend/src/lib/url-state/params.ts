import { fullHexDigits } from '@orbita/proto-types/color-space';
import { readDecimal, type ReadDecimalOptions } from '../parse-decimal';

/**
 * How one value travels in the address: `parse` turns the text of a parameter into a value, or undefined
 * when it is not a valid one (the default is kept then); `format` writes it back.
 */
export interface UrlParam<T> {
  parse(raw: string): T | undefined;
  format(value: T): string;
}

/** Free text, up to `maxLength` characters (longer is ignored rather than cut). */
export function textParam(maxLength = 2000): UrlParam<string> {
  return {
    parse: (raw) => (raw.length <= maxLength ? raw : undefined),
    format: (value) => value,
  };
}

/**
 * A number the visitor types into a text box, kept as typed ("72,5", "1.234,56"): a parameter is taken only when
 * the field's own reader (`readDecimal`, with the field's units) reads it as a number within [min, max], so a link
 * never fills a field with garbage and takes every number the field itself takes.
 */
export function decimalTextParam({ min, max, units }: { min: number; max: number } & ReadDecimalOptions): UrlParam<string> {
  return {
    parse: (raw) => {
      const reading = readDecimal(raw, { units });
      return 'value' in reading && reading.value >= min && reading.value <= max ? raw.trim() : undefined;
    },
    format: (value) => value.trim(),
  };
}

/** A whole number within [min, max] (a slider's value). */
export function integerParam({ min, max }: { min: number; max: number }): UrlParam<number> {
  return {
    parse: (raw) => {
      if (!/^\d{1,7}$/.test(raw.trim())) return undefined;
      const value = Number(raw);
      return value >= min && value <= max ? value : undefined;
    },
    format: (value) => String(value),
  };
}

/** One of a fixed set of values, each written in the address as its own word (Italian, where the value is not). */
export function choiceParam<T extends string | number>(words: ReadonlyMap<T, string> | readonly T[]): UrlParam<T> {
  const toWord = Array.isArray(words) ? new Map(words.map((value) => [value, String(value)])) : (words as ReadonlyMap<T, string>);
  const fromWord = new Map([...toWord].map(([value, word]) => [word.toLowerCase(), value]));
  return {
    parse: (raw) => fromWord.get(raw.trim().toLowerCase()),
    format: (value) => toWord.get(value) ?? String(value),
  };
}

/** A colour as #RRGGBB, written in the address without its «#» (colore=3B82F6); «#» is accepted too. */
export const hexColorParam: UrlParam<string> = {
  parse: (raw) => {
    const match = /^#?(?:[0-9a-f]{3}){1,2}$/i.exec(raw.trim());
    return match ? `#${fullHexDigits(raw)}` : undefined;
  },
  format: (value) => value.replace(/^#/, '').toUpperCase(),
};

/** A calendar day as YYYY-MM-DD (the value of an `<input type="date">`); a day that does not exist is ignored. */
export const isoDateParam: UrlParam<string> = {
  parse: (raw) => {
    const text = raw.trim();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
    const [year, month, day] = text.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.toISOString().slice(0, 10) === text ? text : undefined;
  },
  format: (value) => value,
};
