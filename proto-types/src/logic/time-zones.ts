/**
 * A wall-clock time in one IANA zone to the same instant in another (`POST /api/convert-time-zone` and the
 * «Fusi orari» page, at each keystroke). The rules are the IANA time zone database (tzdata,
 * https://www.iana.org/time-zones) as the platform's Intl carries it (ICU): Node's `process.versions.tz` on the
 * service, the browser's own on the page. Daylight saving is exact both ways: a time skipped when clocks go
 * forward is refused with an Italian sentence, a time that happens twice when they go back needs a choice
 * (the first time, still summer time, or the second). Pure, no schema code: the page imports it as it is.
 */

/** The cities offered by name, in Italian, with their IANA zone. Any other IANA zone is accepted by its id. */
export const ZONE_CITIES: ReadonlyArray<{ name: string; zone: string }> = [
  { name: 'Roma', zone: 'Europe/Rome' },
  { name: 'Londra', zone: 'Europe/London' },
  { name: 'Parigi', zone: 'Europe/Paris' },
  { name: 'Berlino', zone: 'Europe/Berlin' },
  { name: 'Madrid', zone: 'Europe/Madrid' },
  { name: 'Lisbona', zone: 'Europe/Lisbon' },
  { name: 'Atene', zone: 'Europe/Athens' },
  { name: 'Istanbul', zone: 'Europe/Istanbul' },
  { name: 'Mosca', zone: 'Europe/Moscow' },
  { name: 'Il Cairo', zone: 'Africa/Cairo' },
  { name: 'Johannesburg', zone: 'Africa/Johannesburg' },
  { name: 'Dubai', zone: 'Asia/Dubai' },
  { name: 'Nuova Delhi', zone: 'Asia/Kolkata' },
  { name: 'Bangkok', zone: 'Asia/Bangkok' },
  { name: 'Singapore', zone: 'Asia/Singapore' },
  { name: 'Pechino', zone: 'Asia/Shanghai' },
  { name: 'Hong Kong', zone: 'Asia/Hong_Kong' },
  { name: 'Tokyo', zone: 'Asia/Tokyo' },
  { name: 'Sydney', zone: 'Australia/Sydney' },
  { name: 'Auckland', zone: 'Pacific/Auckland' },
  { name: 'Honolulu', zone: 'Pacific/Honolulu' },
  { name: 'Los Angeles', zone: 'America/Los_Angeles' },
  { name: 'Città del Messico', zone: 'America/Mexico_City' },
  { name: 'Chicago', zone: 'America/Chicago' },
  { name: 'Toronto', zone: 'America/Toronto' },
  { name: 'New York', zone: 'America/New_York' },
  { name: 'Buenos Aires', zone: 'America/Argentina/Buenos_Aires' },
  { name: 'San Paolo', zone: 'America/Sao_Paulo' },
  { name: 'UTC', zone: 'UTC' },
];

export const ITALY_ZONE = 'Europe/Rome';
export const FIRST_ZONE_YEAR = 1900;
export const LAST_ZONE_YEAR = 2100;
export const ZONE_LABELS = { dateTime: 'Data e ora', from: 'Fuso di partenza', to: 'Fuso di arrivo', occurrence: 'Quale volta' } as const;

/** Which of the two times a wall-clock time that happens twice means: the first (before clocks go back) or the second. */
export const OCCURRENCES = ['earlier', 'later'] as const;
export type Occurrence = (typeof OCCURRENCES)[number];
export const OCCURRENCE_LABELS: Record<Occurrence, string> = { earlier: 'La prima volta', later: 'La seconda volta' };

export const TIME_ZONE_CODES = { invalid: 'TOOLS_INVALID_TIME_ZONE', nonexistent: 'TOOLS_NONEXISTENT_TIME', ambiguous: 'TOOLS_AMBIGUOUS_TIME' } as const;
export type TimeZoneRefusal = { error: string; code: (typeof TIME_ZONE_CODES)[keyof typeof TIME_ZONE_CODES] };

/** A moment as it reads in one zone. */
export interface ZonedTime {
  zone: string;
  /** The Italian name of the city, or the zone's id when it has none here. */
  name: string;
  /** YYYY-MM-DDTHH:MM. */
  dateTime: string;
  /** From UTC, «+02:00». */
  offset: string;
  /** Clocks are ahead of the zone's standard time (ora legale). */
  summerTime: boolean;
}

export interface TimeZoneConversion {
  dateTime: string;
  offset: string;
  summerTime: boolean;
  from: ZonedTime;
  to: ZonedTime;
  /** The same instant in UTC, YYYY-MM-DDTHH:MMZ. */
  utc: string;
  /** Minutes `to` is ahead of `from` at that instant (negative: behind). */
  differenceMinutes: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

let zoneIds: Map<string, string> | undefined;
/** Every zone id the platform knows (lower case → as IANA writes it), plus the ids of the cities above. */
function knownZones(): Map<string, string> {
  if (!zoneIds) {
    const ids = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    zoneIds = new Map([...ids, ...ZONE_CITIES.map((city) => city.zone)].map((id) => [id.toLowerCase(), id]));
  }
  return zoneIds;
}

/** Zone ids the page can offer, sorted. */
export function zoneIdList(): string[] {
  return [...new Set(knownZones().values())].sort();
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
const CITY_BY_NAME = new Map(ZONE_CITIES.map((city) => [fold(city.name), city.zone]));

/** The IANA zone named by `text`: an Italian city of the list («Londra», «san paolo») or a zone id in any case; else null. */
export function zoneOf(text: string): string | null {
  if (typeof text !== 'string' || text.length > 64) return null;
  const byName = CITY_BY_NAME.get(fold(text));
  if (byName) return byName;
  const id = text.trim();
  const known = knownZones().get(id.toLowerCase());
  if (known) return known;
  // An id this platform's list leaves out (an alias such as «Asia/Calcutta»): Intl still knows it or throws.
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: id });
    return /^[A-Za-z][A-Za-z0-9_+/-]*$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

export function zoneName(zone: string): string {
  return ZONE_CITIES.find((city) => city.zone === zone)?.name ?? zone;
}

/** Milliseconds the zone's clocks are ahead of UTC at `epoch`. */
export function offsetAt(zone: string, epoch: number): number {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(zone).formatToParts(new Date(epoch))) parts[part.type] = part.value;
  const year = parts.era === 'BC' || parts.era === 'B' ? 1 - Number(parts.year) : Number(parts.year);
  const wall = Date.UTC(year, Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return wall - Math.floor(epoch / 1000) * 1000;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** «+02:00», «-03:30». */
export function formatOffset(offset: number): string {
  const minutes = Math.round(offset / MINUTE);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/** YYYY-MM-DDTHH:MM of a wall-clock time kept as milliseconds «as if UTC». */
function formatWall(wall: number): string {
  const d = new Date(wall);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

const DAY_IT = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const clock = (wall: number) => formatWall(wall).slice(11);
const dayText = (wall: number) => DAY_IT.format(new Date(wall)).replace(/^1 /, '1º ');

/** The zone's standard offset in the year of `epoch`: the smaller of January's and July's (north and south alike). */
function standardOffset(zone: string, epoch: number): number {
  const year = new Date(epoch).getUTCFullYear();
  return Math.min(offsetAt(zone, Date.UTC(year, 0, 1)), offsetAt(zone, Date.UTC(year, 6, 1)));
}

export function isSummerTime(zone: string, epoch: number): boolean {
  return offsetAt(zone, epoch) > standardOffset(zone, epoch);
}

/** How the moment `epoch` reads in `zone`. */
export function zonedTime(zone: string, epoch: number): ZonedTime {
  const offset = offsetAt(zone, epoch);
  return { zone, name: zoneName(zone), dateTime: formatWall(epoch + offset), offset: formatOffset(offset), summerTime: offset > standardOffset(zone, epoch) };
}

/** The wall-clock time of `text` (YYYY-MM-DDTHH:MM, a real day, 00:00–23:59) as milliseconds «as if UTC», or null. */
export function parseWallTime(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (year < FIRST_ZONE_YEAR || year > LAST_ZONE_YEAR || hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  return new Date(wall).getUTCMonth() === month - 1 && new Date(wall).getUTCDate() === day ? wall : null;
}

/** What a wall-clock time in a zone is: one instant, none (skipped), or two (repeated). */
export type WallResolution =
  | { kind: 'unique'; epoch: number }
  | { kind: 'skipped'; from: number; to: number; summerStarts: boolean }
  | { kind: 'repeated'; earlier: number; later: number; from: number; to: number; earlierSummer: boolean; laterSummer: boolean };

/**
 * The instants at which `zone`'s clocks read `wall`. The offsets a day before and a day after bound the
 * candidates (no zone changes its clocks twice in two days); each candidate is kept only if the zone's offset
 * at it is the one that produced it. Around a change, the change itself is found to the minute.
 */
export function resolveWallTime(zone: string, wall: number): WallResolution {
  const before = offsetAt(zone, wall - DAY);
  const after = offsetAt(zone, wall + DAY);
  const candidates = [...new Set([wall - before, wall - after])].filter((epoch) => offsetAt(zone, epoch) === wall - epoch).sort((a, b) => a - b);
  if (candidates.length === 1) return { kind: 'unique', epoch: candidates[0]! };
  const change = changeBetween(zone, Math.min(wall - before, wall - after) - DAY / 2, Math.max(wall - before, wall - after) + DAY / 2);
  const [old, now] = [offsetAt(zone, change - MINUTE), offsetAt(zone, change)];
  if (candidates.length === 0) return { kind: 'skipped', from: change + old, to: change + now, summerStarts: isSummerTime(zone, change) };
  const [earlier, later] = candidates as [number, number];
  return { kind: 'repeated', earlier, later, from: change + now, to: change + old, earlierSummer: isSummerTime(zone, earlier), laterSummer: isSummerTime(zone, later) };
}

/** The first minute at which the offset differs from the one at `low` (binary search, to the minute). */
function changeBetween(zone: string, low: number, high: number): number {
  const start = offsetAt(zone, low);
  let [a, b] = [Math.floor(low / MINUTE), Math.ceil(high / MINUTE)];
  while (b - a > 1) {
    const middle = Math.floor((a + b) / 2);
    if (offsetAt(zone, middle * MINUTE) === start) a = middle;
    else b = middle;
  }
  return b * MINUTE;
}

/** «Il 29 marzo 2026 a Roma le 02:30 non esistono: …». */
export function skippedMessage(zone: string, wall: number, skipped: { from: number; to: number; summerStarts: boolean }): string {
  const why = skipped.summerStarts ? " (inizio dell'ora legale)" : '';
  return `Il ${dayText(wall)} a ${zoneName(zone)} le ${clock(wall)} non esistono: alle ${clock(skipped.from)} gli orologi passano alle ${clock(skipped.to)}${why}. Scegli un'ora prima delle ${clock(skipped.from)} o dalle ${clock(skipped.to)} in poi.`;
}

/** «Il 25 ottobre 2026 a Roma le 02:30 ci sono due volte: …», naming the API's field and its two values. */
export function repeatedMessage(zone: string, wall: number, repeated: Extract<WallResolution, { kind: 'repeated' }>): string {
  const why = repeated.earlierSummer && !repeated.laterSummer ? " (fine dell'ora legale)" : '';
  const first = `UTC${formatOffset(wall - repeated.earlier)}${repeated.earlierSummer ? ', ora legale' : ''}`;
  const second = `UTC${formatOffset(wall - repeated.later)}${repeated.laterSummer ? '' : repeated.earlierSummer ? ', ora solare' : ''}`;
  return `Il ${dayText(wall)} a ${zoneName(zone)} le ${clock(wall)} ci sono due volte: alle ${clock(repeated.to)} gli orologi tornano alle ${clock(repeated.from)}${why}. Indica «occurrence»: «earlier» per la prima volta (${first}) o «later» per la seconda (${second}).`;
}

/** A request as the API and the page send it. */
export interface TimeZoneRequest {
  dateTime: string;
  from: string;
  to: string;
  occurrence?: Occurrence;
}

/** The conversion of `dateTime` read in `from` to `to`, or the Italian refusal with its code. */
export function convertTimeZone({ dateTime, from, to, occurrence }: TimeZoneRequest): TimeZoneConversion | TimeZoneRefusal {
  const wall = parseWallTime(dateTime);
  if (wall === null) {
    return {
      error: `Il campo «${ZONE_LABELS.dateTime}» deve essere una data e ora reale scritta AAAA-MM-GGTHH:MM (es. 2026-07-01T15:00), tra il ${FIRST_ZONE_YEAR} e il ${LAST_ZONE_YEAR}`,
      code: TIME_ZONE_CODES.invalid,
    };
  }
  const fromZone = zoneOf(from);
  const toZone = zoneOf(to);
  for (const [zone, text, label] of [[fromZone, from, ZONE_LABELS.from], [toZone, to, ZONE_LABELS.to]] as const) {
    if (zone === null) {
      const shown = String(text).slice(0, 40);
      return { error: `Il campo «${label}» non è un fuso orario conosciuto: «${shown}» (usa un id IANA come Europe/Rome o America/New_York, o una città come Londra)`, code: TIME_ZONE_CODES.invalid };
    }
  }
  if (occurrence !== undefined && !(OCCURRENCES as readonly string[]).includes(occurrence)) {
    return { error: `Il campo «${ZONE_LABELS.occurrence}» deve essere «earlier» o «later»`, code: TIME_ZONE_CODES.invalid };
  }
  const resolved = resolveWallTime(fromZone!, wall);
  if (resolved.kind === 'skipped') return { error: skippedMessage(fromZone!, wall, resolved), code: TIME_ZONE_CODES.nonexistent };
  if (resolved.kind === 'repeated' && occurrence === undefined) return { error: repeatedMessage(fromZone!, wall, resolved), code: TIME_ZONE_CODES.ambiguous };
  const epoch = resolved.kind === 'unique' ? resolved.epoch : occurrence === 'later' ? resolved.later : resolved.earlier;
  const fromTime = zonedTime(fromZone!, epoch);
  const toTime = zonedTime(toZone!, epoch);
  return {
    dateTime: toTime.dateTime,
    offset: toTime.offset,
    summerTime: toTime.summerTime,
    from: fromTime,
    to: toTime,
    utc: `${formatWall(epoch)}Z`,
    differenceMinutes: Math.round((offsetAt(toZone!, epoch) - offsetAt(fromZone!, epoch)) / MINUTE),
  };
}

/** The hours 0–23 of `zone`'s day at each hour of the UTC span starting at `startEpoch` (for the working-hours picture). */
export function hoursAcross(zone: string, startEpoch: number, hours = 24): number[] {
  return Array.from({ length: hours }, (_, i) => {
    const epoch = startEpoch + i * 3_600_000;
    return new Date(epoch + offsetAt(zone, epoch)).getUTCHours();
  });
}
