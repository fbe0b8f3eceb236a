/** Every number and date on screen goes through Intl with the Italian locale. */
export const LOCALE = 'it-IT';

/**
 * Thousands grouped from four digits on, as Italian payslips and invoices write them: «1.818,73 €». Intl's it-IT
 * leaves a four-digit number ungrouped («1818,73») and groups five, so one page would write amounts two ways.
 */
export const GROUPING = { useGrouping: 'always' } as Intl.NumberFormatOptions;

export function formatNumber(value: number, fractionDigits = 0): string {
  return new Intl.NumberFormat(LOCALE, {
    ...GROUPING,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** At most `maxDigits` decimals, none when the value is whole: 12.5 → "12,5", 12 → "12", 1234.5 → "1.234,5". */
export function formatUpTo(value: number, maxDigits: number): string {
  return new Intl.NumberFormat(LOCALE, { ...GROUPING, maximumFractionDigits: maxDigits }).format(value);
}

/**
 * A date as `formatter` writes it, with the first of the month as Italians write it, «1° gennaio», not «1 gennaio»
 * (Intl leaves the ordinal out; the laws and circulars the tools cite write it).
 */
export function formatWithFirstOfMonth(formatter: Intl.DateTimeFormat, date: Date): string {
  return formatter
    .formatToParts(date)
    .map((part) => (part.type === 'day' && Number(part.value) === 1 ? `${part.value}°` : part.value))
    .join('');
}

// Made once: a page lists tens of dates (periods, holidays, messages) and a formatter is costly to build.
const DATE_TIME = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const DAY = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Day, month, year, hour and minute, e.g. «15 gennaio 2025 alle ore 14:30». */
export function formatDateTime(iso: string): string {
  return formatWithFirstOfMonth(DATE_TIME, new Date(iso));
}

export function formatTime(date: Date): string {
  return new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(date);
}

/** A calendar day given as YYYY-MM-DD, e.g. "15 gennaio 2025", "1° maggio 2026". */
export function formatDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  if (!year || !month || !day) return isoDay;
  return formatWithFirstOfMonth(DAY, new Date(Date.UTC(year, month - 1, day)));
}

/** «il 15 gennaio 2025», «l'8 dicembre 2025», «l'11 marzo 2026»: the article Italian puts before a day. */
export function onDay(isoDay: string): string {
  const day = formatDay(isoDay);
  return /^(8|11)\b/.test(day) ? `l'${day}` : `il ${day}`;
}

/**
 * The digits of a computed figure that mean something: six significant digits, never fewer than its whole part
 * has (0,621371 · 1.609,34 · 14,6667 · 1.073.741.824). The tools service writes its formulas with the same rule,
 * so a result and the formula beside it show the same figure.
 */
export function formatSignificant(value: number, digits = 6): string {
  return new Intl.NumberFormat(LOCALE, { ...GROUPING, maximumSignificantDigits: significantDigits(value, digits) }).format(value);
}

function significantDigits(value: number, digits: number): number {
  const wholeDigits = Math.abs(value) >= 1 ? Math.floor(Math.log10(Math.abs(value))) + 1 : 1;
  return Math.min(21, Math.max(digits, wholeDigits));
}

/** «=» when `formatSignificant` shows the value itself, «≈» when it shows a rounding of it (2,9296875 as 2,92969). */
export function equalsOrAbout(value: number, digits = 6): '=' | '≈' {
  return Number(value.toPrecision(significantDigits(value, digits))) === value ? '=' : '≈';
}

/** True when a figure as shown is one, so the word beside it is singular («1 minuto», «1 chilometro»; «0,5 chilometri»). */
export function isOne(shown: string): boolean {
  return /^[-+\u2212]?1$/.test(shown.trim());
}

/** The word that goes with a count: `plural(1, 'giorno', 'giorni')` is «giorno», any other count «giorni». */
export function plural(count: number, one: string, many: string): string {
  return Math.abs(count) === 1 ? one : many;
}
