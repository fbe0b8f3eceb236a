/** How a time of day is written here: said under the field when a text is not one. */
export const TIME_FORMAT_HINT = "Scrivi l'ora nel formato 24 ore, come 15:30 o 9.05";

export type TimeReading = { time: string } | { empty: true } | { error: string };

/**
 * A time of day as Italians type it, on a 24-hour clock: «15:30», «15.30», «15,30», «1530», «15h30»,
 * «ore 9», «9» — as «HH:MM». The browser's own time field follows the browser's language (12 hours and
 * AM/PM in an English one), so this field is plain text.
 */
export function readItalianTime(text: string): TimeReading {
  const trimmed = text.trim().toLowerCase().replace(/^ore\s+/, '');
  if (trimmed === '') return { empty: true };
  const match = /^(\d{1,2})(?:\s*[:.,h]\s*(\d{2})|(\d{2}))?$/.exec(trimmed);
  if (!match) return { error: TIME_FORMAT_HINT };
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? match[3] ?? '0');
  if (hours > 23) return { error: `Le ore vanno da 0 a 23: «${text.trim()}» non è un'ora del giorno` };
  if (minutes > 59) return { error: `I minuti vanno da 00 a 59: «${text.trim()}» non è un'ora del giorno` };
  return { time: `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}` };
}
