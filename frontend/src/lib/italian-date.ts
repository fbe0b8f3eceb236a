/**
 * Dates as Italians type them, whatever the browser's language: «16/06/2025», «16-6-25», «16.06.2025»,
 * «16 giugno 2025», «1º maggio 2024», and the ISO form «2025-06-16» a link or a test may carry.
 */

const MONTHS = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'];

export type DateReading = { iso: string } | { empty: true } | { error: string };

export const DATE_FORMAT_HINT = 'Scrivi la data come 16/06/2025 o 16 giugno 2025';

/** «2025-06-16» as «16/06/2025»; anything else as it is. */
export function formatItalianDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

function monthFromName(name: string): number | null {
  const word = name.toLowerCase().replace(/\.$/, '');
  if (word.length < 3) return null;
  const index = MONTHS.findIndex((month) => month.startsWith(word));
  return index === -1 ? null : index + 1;
}

/** A two-digit year: this century unless that is more than 20 years ahead («85» is 1985, «26» is 2026). */
function fullYear(text: string, thisYear: number): number {
  const value = Number(text);
  if (text.length !== 2) return value;
  return 2000 + value <= thisYear + 20 ? 2000 + value : 1900 + value;
}

function isoOf(year: number, month: number, day: number): string | null {
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The day a text stands for, within [min, max] (ISO days) when given; or why it is not one. */
export function readItalianDate(text: string, { min, max, thisYear = new Date().getFullYear() }: { min?: string; max?: string; thisYear?: number } = {}): DateReading {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed === '') return { empty: true };
  let parts: [number, number, number] | null = null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const numeric = /^(\d{1,2})\s?[/.-]\s?(\d{1,2})\s?[/.-]\s?(\d{2}|\d{4})$/.exec(trimmed);
  const named = /^(\d{1,2})\s?[º°]?\s([\p{L}.]+)\s(\d{2}|\d{4})$/u.exec(trimmed);
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (numeric) parts = [fullYear(numeric[3]!, thisYear), Number(numeric[2]), Number(numeric[1])];
  else if (named) {
    const month = monthFromName(named[2]!);
    if (month !== null) parts = [fullYear(named[3]!, thisYear), month, Number(named[1])];
  }
  if (!parts) return { error: DATE_FORMAT_HINT };
  const day = isoOf(...parts);
  if (!day) return { error: `Il ${formatItalianDate(`${parts[0]}-${String(parts[1]).padStart(2, '0')}-${String(parts[2]).padStart(2, '0')}`)} non esiste nel calendario` };
  if ((min && day < min) || (max && day > max)) {
    return { error: `Scrivi una data tra il ${formatItalianDate(min ?? '0001-01-01')} e il ${formatItalianDate(max ?? '9999-12-31')}` };
  }
  return { iso: day };
}
